import { roles, tokens, type Role } from '@rela/contracts';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { createHs256Verifier } from './verified-tokens';

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

const verifyAccess = createHs256Verifier<AccessClaims>({
  issuer: TOKEN_ISSUER,
  audience: API_AUDIENCE,
  toClaims: (payload) => {
    const claims = accessPayloadSchema.safeParse(payload);
    if (!claims.success) return null;
    const { sub, username, role, sid } = claims.data;
    return { userId: sub, username, role, familyId: sid };
  },
});

/**
 * Strict verification: HS256 only, exp required, our issuer and audience, and `typ: 'access'`
 * (refresh tokens, registration challenges and assistant tokens are not access tokens).
 * Answers null for anything else; the caller still checks that the session is active.
 */
export const verifyAccessToken = async (
  { jwtSecret, clock }: TokenDeps,
  token: string,
): Promise<AccessClaims | null> => {
  const check = await verifyAccess(jwtSecret, token, clock);
  return check.ok ? check.claims : null;
};

/** The claims of an access token already verified and not expired, without verifying; else undefined. */
export const knownAccessToken = ({ jwtSecret, clock }: TokenDeps, token: string) =>
  verifyAccess.known(jwtSecret, token, clock);
