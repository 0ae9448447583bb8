import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX, mapTileOrigin } from '@rela/contracts';
import type { Config } from '../../config';

/**
 * The CSP of the Vite React SPA (and the Swagger UI): our own origin only, no plugins, no framing.
 * The installed app's service worker and manifest come from our origin alone (ADR 054).
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
} as const;

/**
 * Every origin `img-src` names besides its own: the search map's tile origin (MAP_TILE_URL, `{s}`
 * subdomains as a `*.` wildcard). No MLS origin: Rela serves the listings' photos itself (ADR 046),
 * so a page that would load one from the MLS is refused by the browser.
 */
export const imageOrigins = (config: Pick<Config, 'MAP_TILE_URL'>) => [
  mapTileOrigin(config.MAP_TILE_URL),
];

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

const API_PATHS = `${API_PREFIX}/`;
const API_QUERY = `${API_PREFIX}?`;

export const isApiPath = (url: string) =>
  url === API_PREFIX || url.startsWith(API_PATHS) || url.startsWith(API_QUERY);

/**
 * Helmet's headers for these options, worked out once: they depend on nothing in the request, and
 * building them per request (as @fastify/helmet does) cost a tenth of a signed-in read.
 */
const helmetHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/**
 * Helmet's headers on every response (CSP, with the map's tile origin added to `img-src`;
 * nosniff, Referrer-Policy: no-referrer, frame and cross-origin policies); HSTS only when the request came over TLS (directly or, with a trusted
 * proxy, per X-Forwarded-Proto); `Cache-Control: no-store` on every API answer: any path under
 * `/api`, and every route mounted from a route value (`config.apiRoute`, the assistant's too).
 * One hook sets each header once, from sets worked out at start (a callback hook: no promise a
 * request); it is the only place `cache-control: no-store` is set for the APIs.
 */
export const registerSecurityHeaders = (
  app: FastifyInstance,
  imageOrigins: readonly string[] = [],
) => {
  const directives = {
    ...contentSecurityPolicy,
    'img-src': [...contentSecurityPolicy['img-src'], ...imageOrigins],
  };
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  const page = { ...headers };
  const api = { ...headers, 'cache-control': 'no-store' };
  const withHsts = (set: Record<string, string>) => ({
    ...set,
    'strict-transport-security': HSTS_VALUE,
  });
  const sets = { page, api, tlsPage: withHsts(page), tlsApi: withHsts(api) };
  app.addHook('onRequest', (request, reply, done) => {
    // The path first: `routeOptions` is a getter that builds an object on every call.
    const noStore = isApiPath(request.url) || request.routeOptions.config.apiRoute !== undefined;
    const tls = request.protocol === 'https';
    reply.headers(tls ? (noStore ? sets.tlsApi : sets.tlsPage) : noStore ? sets.api : sets.page);
    done();
  });
};
