import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import { basicCredentials, sameSecret } from './credentials';
import { createTokenStore } from './token-store';

/** Client credentials (OAuth2 token endpoint) or one fixed bearer token. */
export type MlsAuth =
  { clientId: string; clientSecret: string; tokenTtlSeconds?: number } | { staticToken: string };

export const embeddedAuth = {
  clientId: 'rela-embedded',
  clientSecret: 'rela-embedded-secret',
  tokenTtlSeconds: 3600,
} as const;

export const tokenPath = '/oauth2/token';

type TokenRequest = { grant_type?: unknown; client_id?: unknown; client_secret?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Registers `POST /oauth2/token` (client credentials mode only) and returns the bearer check.
 * Form bodies are parsed here; JSON bodies too, for clients that send them.
 */
export const setUpAuth = (app: FastifyInstance, auth: MlsAuth, clock: Clock) => {
  if ('staticToken' in auth) {
    return { isValid: (token: string) => sameSecret(token, auth.staticToken) };
  }
  const tokens = createTokenStore(auth.tokenTtlSeconds ?? embeddedAuth.tokenTtlSeconds, clock);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(tokenPath, async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    const body = (request.body ?? {}) as TokenRequest;
    const grantType = text(body.grant_type);
    if (grantType === undefined) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: 'grant_type is required' });
    }
    if (grantType !== 'client_credentials') {
      return reply.code(400).send({ error: 'unsupported_grant_type' });
    }
    const basic = basicCredentials(request.headers.authorization);
    const clientId = basic?.clientId ?? text(body.client_id) ?? '';
    const clientSecret = basic?.clientSecret ?? text(body.client_secret) ?? '';
    if (!sameSecret(clientId, auth.clientId) || !sameSecret(clientSecret, auth.clientSecret)) {
      reply.header('WWW-Authenticate', 'Basic realm="mls"');
      return reply.code(401).send({ error: 'invalid_client' });
    }
    const { accessToken, expiresIn } = tokens.issue();
    return { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn };
  });
  return { isValid: tokens.isValid };
};
