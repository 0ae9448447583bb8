import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@rela/contracts';

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

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export const isApiPath = (url: string) =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

/**
 * Helmet's headers on every response (CSP, nosniff, Referrer-Policy: no-referrer, frame and
 * cross-origin policies); HSTS only when the request came over TLS (directly or, with a trusted
 * proxy, per X-Forwarded-Proto); `Cache-Control: no-store` on every API answer.
 */
export const registerSecurityHeaders = async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
};
