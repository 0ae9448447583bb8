import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@rela/contracts';
import type { Config } from '../../config';

/** The CSP of the Vite React SPA (and the Swagger UI): our own origin only, no plugins, no framing. */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
} as const;

/**
 * Origins besides `https:` that serve the MLS's photos: the embedded MLS's public URL (http on
 * localhost) and, for a real provider whose photos are on http, MLS_MEDIA_ORIGIN.
 */
export const mlsImageOrigins = (config: Pick<Config, 'mlsPublicUrl' | 'MLS_MEDIA_ORIGIN'>) => [
  ...new Set(
    [config.mlsPublicUrl, config.MLS_MEDIA_ORIGIN]
      .filter((url): url is string => Boolean(url))
      .map((url) => new URL(url).origin),
  ),
];

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export const isApiPath = (url: string) =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

/**
 * Helmet's headers on every response (CSP, with the MLS's photo origins added to `img-src`;
 * nosniff, Referrer-Policy: no-referrer, frame and cross-origin policies); HSTS only when the request came over TLS (directly or, with a trusted
 * proxy, per X-Forwarded-Proto); `Cache-Control: no-store` on every API answer.
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  imageOrigins: readonly string[] = [],
) => {
  const directives = {
    ...contentSecurityPolicy,
    'img-src': [...contentSecurityPolicy['img-src'], ...imageOrigins],
  };
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
};
