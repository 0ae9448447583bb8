import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { MlsRequest, MlsResponse } from './mls-http';
import { MlsError } from './mls-errors';

/** Bearer tokens for the MLS; the browser never sees them. */
export type TokenSource = {
  get: () => Promise<string>;
  /** The MLS refused `token` (401): forget it, so the next `get` fetches a new one. */
  invalidate: (token: string) => void;
};

export const staticTokenSource = (token: string): TokenSource => ({
  get: async () => token,
  invalidate: () => undefined,
});

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

export type ClientCredentials = { tokenUrl: string; clientId: string; clientSecret: string };

export type TokenSourceDeps = {
  credentials: ClientCredentials;
  /** Sends the token request (with timeout and retries). */
  send: (request: MlsRequest) => Promise<MlsResponse>;
  clock: Clock;
  /** A token is replaced this long before it expires (at most half its lifetime). */
  refreshMarginMs?: number;
};

/** Lifetime assumed when the token endpoint does not say (`expires_in` is optional in OAuth2). */
const DEFAULT_LIFETIME_S = 3600;

/**
 * OAuth2 client credentials: the token is cached until `refreshMarginMs` before it expires, and one
 * fetch in flight is shared by every caller that needs a token meanwhile.
 */
export const createTokenSource = ({
  credentials,
  send,
  clock,
  refreshMarginMs = 60_000,
}: TokenSourceDeps): TokenSource => {
  let cached: { token: string; refreshAt: number } | undefined;
  let inFlight: Promise<string> | undefined;

  const fetchToken = async (): Promise<string> => {
    const response = await send({
      url: credentials.tokenUrl,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      }).toString(),
    });
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new MlsError('unauthorized', 'The MLS token endpoint refused the client credentials', {
        status: response.status,
      });
    }
    const answer = tokenAnswerSchema.safeParse(response.body);
    if (response.status !== 200 || !answer.success) {
      throw new MlsError('protocol', `The MLS token endpoint answered ${response.status}`, {
        status: response.status,
      });
    }
    const lifetimeMs = (answer.data.expires_in ?? DEFAULT_LIFETIME_S) * 1000;
    const margin = Math.min(refreshMarginMs, lifetimeMs / 2);
    cached = {
      token: answer.data.access_token,
      refreshAt: clock.now().getTime() + lifetimeMs - margin,
    };
    return cached.token;
  };

  return {
    get: async () => {
      if (cached && clock.now().getTime() < cached.refreshAt) return cached.token;
      inFlight ??= fetchToken().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    invalidate: (token) => {
      if (cached?.token === token) cached = undefined;
    },
  };
};
