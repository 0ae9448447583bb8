import { roles, tokens, type Role } from '@rela/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { createVerifiedTokens, hs256Key } from './verified-tokens';

export const TOKEN_ISSUER = 'rela';
export const API_AUDIENCE = 'rela-api';

export type TokenDeps = { jwtSecret: Uint8Array; clock: Clock };

/** Who a verified access token speaks for; `familyId` is the refresh family (session) it belongs to. */
export type AccessClaims = { userId: string; username: string; role: Role; familyId: string };

const accessPayloadSchema = z.object({
  sub: z.string().min(1),
  username: z.string().min(1),
  role: z.enum(roles),
  sid: z.string().min(1),
  typ: z.literal('access'),
});

const verified = createVerifiedTokens<AccessClaims>();

const nowSeconds = (clock: Clock) => Math.floor(clock.now().getTime() / 1000);

export const issueAccessToken = ({ jwtSecret, clock }: TokenDeps, claims: AccessClaims) => {
  const issuedAt = nowSeconds(clock);
  return new SignJWT({
    username: claims.username,
    role: claims.role,
    sid: claims.familyId,
    typ: 'access',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(API_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + tokens.accessTokenTtlSeconds)
    .sign(jwtSecret);
};

/**
 * Strict verification: HS256 only, exp required, our issuer and audience, and `typ: 'access'`
 * (refresh tokens, registration challenges and assistant tokens are not access tokens).
 * Answers null for anything else; the caller still checks that the session is active.
 */
export const verifyAccessToken = async (
  { jwtSecret, clock }: TokenDeps,
  token: string,
): Promise<AccessClaims | null> => {
  const known = verified.get(jwtSecret, token, nowSeconds(clock));
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, await hs256Key(jwtSecret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: API_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: clock.now(),
    });
    const claims = accessPayloadSchema.safeParse(payload);
    if (!claims.success) return null;
    const { sub, username, role, sid } = claims.data;
    const access = { userId: sub, username, role, familyId: sid };
    if (payload.exp !== undefined) verified.remember(jwtSecret, token, access, payload.exp);
    return access;
  } catch {
    return null;
  }
};
