import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, ASSISTANT_PREFIX, serverMessages } from '@rela/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundAnswer, sendError } from './error-body';
import { escapeHtml } from '../html';

/** Paths the SPA fallback never answers: they are APIs and 404 in the error shape. */
const apiSpaces = [API_PREFIX, ASSISTANT_PREFIX, '/dev'];

const inApiSpace = (url: string) =>
  apiSpaces.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !inApiSpace(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

export const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rela</title></head>
<body><main><h1>Rela</h1><p>${escapeHtml(serverMessages.webNotBuilt)}</p></main></body></html>
`;

const hashedAsset = /\/assets\//;

/** Settings the page carries to the browser, `<meta name content>` by name (the map's tiles, say). */
export type PageMeta = Readonly<Record<string, string>>;

/** The page with a `<meta>` tag per setting at the end of its head. */
export const withPageMeta = (page: string, meta: PageMeta) => {
  const tags = Object.entries(meta)
    .map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`)
    .join('');
  return page.replace('</head>', `${tags}</head>`);
};

/**
 * The built SPA from `webDist` (hashed assets cached for a year; index.html, the service worker
 * `sw.js` and `manifest.webmanifest` revalidated on every use, ADR 054; the build's brotli or
 * gzip copy where the client accepts it, else the plain file), and the not-found handler: index.html for page requests outside the API spaces, the error shape otherwise.
 * Without a build, page requests get a short page that says how to build the web app. With `meta`,
 * index.html is read for each page request and carries those settings (ADR 024); without, it is
 * sent as built.
 */
export const registerWebApp = async (
  app: FastifyInstance,
  webDist: string,
  meta: PageMeta = {},
) => {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          hashedAsset.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const indexFile = path.join(webDist, 'index.html');
  const sendPage = async (reply: FastifyReply) => {
    if (!built) return reply.code(200).type('text/html; charset=utf-8').send(notBuiltPage);
    reply.header('cache-control', 'no-cache');
    if (Object.keys(meta).length === 0) return reply.sendFile('index.html');
    const page = withPageMeta(await readFile(indexFile, 'utf8'), meta);
    return reply.type('text/html; charset=utf-8').send(page);
  };

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));

  app.setNotFoundHandler((request, reply) =>
    wantsPage(request) ? sendPage(reply) : sendError(request, reply, notFoundAnswer),
  );
};
