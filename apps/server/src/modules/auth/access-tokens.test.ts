import { randomBytes } from 'node:crypto';
import { tokens } from '@rela/contracts';
import { SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { API_AUDIENCE, issueAccessToken, TOKEN_ISSUER, verifyAccessToken } from './access-tokens';
import { issueRegistrationChallenge, verifyRegistrationChallenge } from './registration-challenge';
import { newRefreshToken } from './refresh-tokens.service';

const jwtSecret = new TextEncoder().encode('access-token-test-secret-0123456789abcdef');
const claims = {
  userId: '5b0c6f5e-8a3a-4d0b-9a53-1f1d1c1e1a01',
  username: 'buyer',
  role: 'buyer' as const,
  familyId: '0e7f3b8a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
};
const payload = {
  username: claims.username,
  role: claims.role,
  sid: claims.familyId,
  typ: 'access',
};

type Variant = {
  payload?: JWTPayload;
  key?: Uint8Array;
  alg?: string;
  audience?: string;
  expires?: boolean;
};

/** A token that is valid except for what the variant changes. */
const forge = (clock: ReturnType<typeof manualClock>, variant: Variant = {}) => {
  const now = Math.floor(clock.now().getTime() / 1000);
  let jwt = new SignJWT(variant.payload ?? payload)
    .setProtectedHeader({ alg: variant.alg ?? 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(variant.audience ?? API_AUDIENCE)
    .setIssuedAt(now);
  if (variant.expires !== false) jwt = jwt.setExpirationTime(now + 3600);
  return jwt.sign(variant.key ?? jwtSecret);
};

describe('access tokens', () => {
  it('verify what they issue, with the claims of the session', async () => {
    const clock = manualClock();
    const token = await issueAccessToken({ jwtSecret, clock }, claims);
    expect(await verifyAccessToken({ jwtSecret, clock }, token)).toEqual(claims);
    expect(await verifyAccessToken({ jwtSecret, clock }, await forge(clock))).toEqual(claims);
  });

  it('expire after an hour', async () => {
    const clock = manualClock();
    const token = await issueAccessToken({ jwtSecret, clock }, claims);
    clock.advance(tokens.accessTokenTtlSeconds * 1000 - 1000);
    expect(await verifyAccessToken({ jwtSecret, clock }, token)).not.toBeNull();
    clock.advance(1000);
    expect(await verifyAccessToken({ jwtSecret, clock }, token)).toBeNull();
  });

  it.each<[string, (clock: ReturnType<typeof manualClock>) => Promise<string> | string]>([
    [
      'alg none',
      (clock) =>
        new UnsecuredJWT(payload)
          .setSubject(claims.userId)
          .setIssuer(TOKEN_ISSUER)
          .setAudience(API_AUDIENCE)
          .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
          .setExpirationTime('1h')
          .encode(),
    ],
    ['a wrong key', (clock) => forge(clock, { key: randomBytes(48) })],
    ['another HMAC algorithm with the right key', (clock) => forge(clock, { alg: 'HS512' })],
    ['no exp', (clock) => forge(clock, { expires: false })],
    [
      'a wrong audience (an assistant token)',
      (clock) => forge(clock, { audience: 'rela-assistant' }),
    ],
    ['typ refresh', (clock) => forge(clock, { payload: { ...payload, typ: 'refresh' } })],
    [
      'no typ',
      (clock) =>
        forge(clock, { payload: { username: 'buyer', role: 'buyer', sid: claims.familyId } }),
    ],
    ['an opaque refresh token', () => newRefreshToken()],
    [
      'a registration challenge',
      (clock) =>
        issueRegistrationChallenge(
          { jwtSecret, clock },
          { userId: claims.userId, username: 'buyer', credentialsVersion: 0 },
        ),
    ],
  ])('reject %s', async (_name, make) => {
    const clock = manualClock();
    expect(await verifyAccessToken({ jwtSecret, clock }, await make(clock))).toBeNull();
  });
});

describe('registration challenges', () => {
  it('verify for ten minutes and are not access tokens', async () => {
    const clock = manualClock();
    const challenge = { userId: claims.userId, username: 'buyer', credentialsVersion: 3 };
    const token = await issueRegistrationChallenge({ jwtSecret, clock }, challenge);
    expect(await verifyRegistrationChallenge({ jwtSecret, clock }, token)).toEqual(challenge);
    const access = await issueAccessToken({ jwtSecret, clock }, claims);
    expect(await verifyRegistrationChallenge({ jwtSecret, clock }, access)).toBeNull();
    clock.advance(tokens.registrationChallengeTtlMs);
    expect(await verifyRegistrationChallenge({ jwtSecret, clock }, token)).toBeNull();
  });
});
