import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../../platform/clock';
import { createBoundedCache } from '../../platform/cache/bounded-cache';

/**
 * Remembers tokens that passed verification (signature, issuer, audience, type, claims) with what
 * they say, until they expire, so that a token sent with every request is verified once per
 * process instead of once per request (docs/performance.md, Caches). The same bytes under the
 * same key always verify the same way; only time changes the answer, and `exp` is checked on every
 * hit. Only verified tokens are kept, so nothing can be added without the key; the least recently
 * used go first. Whether the session behind a token is still active is asked separately.
 */
export type VerifiedTokens<C> = {
  /** What a remembered, unexpired token says; undefined otherwise (verify it then). */
  get: (key: Uint8Array, token: string, nowSeconds: number) => C | undefined;
  remember: (key: Uint8Array, token: string, claims: C, expiresAtSeconds: number) => void;
};

const MAX_TOKENS = 20_000;

export const createVerifiedTokens = <C>(): VerifiedTokens<C> => {
  const tokens = createBoundedCache<string, { key: Uint8Array; claims: C; exp: number }>({
    max: MAX_TOKENS,
  });
  return {
    get: (key, token, nowSeconds) => {
      const hit = tokens.get(token);
      if (hit?.key !== key) return undefined;
      // As jose: a token is expired from its `exp` second on.
      if (nowSeconds < hit.exp) return hit.claims;
      tokens.delete(token);
      return undefined;
    },
    remember: (key, token, claims, exp) => {
      tokens.set(token, { key, claims, exp });
    },
  };
};

const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * The HS256 key of a secret, imported once: jose imports a raw key on every call, which cost a
 * tenth of a cold token check.
 */
export const hs256Key = (secret: Uint8Array): Promise<webcrypto.CryptoKey> => {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
};

export type TokenCheck<C> = { ok: true; claims: C } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * A strict verifier of one kind of token: HS256 only; `exp`, `iat` and `sub` required; our issuer
 * and this kind's audience; the payload shaped by `toClaims` (null refuses it, e.g. another `typ`).
 * Says why a token failed, and remembers the ones that passed until they expire; its `known` tells
 * a remembered token's claims synchronously (undefined: verify it).
 */
export const createHs256Verifier = <C>({
  issuer,
  audience,
  toClaims,
}: {
  issuer: string;
  audience: string;
  toClaims: (payload: JWTPayload) => C | null;
}) => {
  const verified = createVerifiedTokens<C>();
  /** What a token already verified (and not expired) says, without verifying: else undefined. */
  const known = (key: Uint8Array, token: string, clock: Clock): C | undefined =>
    verified.get(key, token, Math.floor(clock.now().getTime() / 1000));
  const verify = async (key: Uint8Array, token: string, clock: Clock): Promise<TokenCheck<C>> => {
    const now = clock.now();
    const hit = verified.get(key, token, Math.floor(now.getTime() / 1000));
    if (hit) return { ok: true, claims: hit };
    try {
      const { payload } = await jwtVerify(token, await hs256Key(key), {
        algorithms: ['HS256'],
        issuer,
        audience,
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: now,
      });
      const claims = toClaims(payload);
      if (claims === null) return { ok: false, reason: 'invalid' };
      if (payload.exp !== undefined) verified.remember(key, token, claims, payload.exp);
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  };
  return Object.assign(verify, { known });
};
