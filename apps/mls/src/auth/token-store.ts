import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';

/** Live tokens at most; the oldest go first (a client asking in a loop cannot grow memory). */
const maxLiveTokens = 10_000;

export type TokenStore = {
  issue: () => { accessToken: string; expiresIn: number };
  isValid: (token: string) => boolean;
};

/** Opaque random bearer tokens held in memory until they expire (by the injected clock). */
export const createTokenStore = (ttlSeconds: number, clock: Clock): TokenStore => {
  const expiries = new Map<string, number>();
  const now = () => clock.now().getTime();
  const purge = () => {
    for (const [token, expiresAt] of expiries) {
      if (expiresAt <= now() || expiries.size >= maxLiveTokens) expiries.delete(token);
    }
  };
  return {
    issue: () => {
      purge();
      const accessToken = randomBytes(32).toString('base64url');
      expiries.set(accessToken, now() + ttlSeconds * 1000);
      return { accessToken, expiresIn: ttlSeconds };
    },
    isValid: (token) => {
      const expiresAt = expiries.get(token);
      if (expiresAt === undefined) return false;
      if (expiresAt > now()) return true;
      expiries.delete(token);
      return false;
    },
  };
};
