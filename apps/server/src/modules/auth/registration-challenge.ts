import { tokens } from '@rela/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { API_AUDIENCE, TOKEN_ISSUER, type TokenDeps } from './access-tokens';

/** What a 206 sign-in hands out instead of tokens: it only completes the registration. */
export type RegistrationChallenge = {
  userId: string;
  username: string;
  credentialsVersion: number;
};

const challengePayloadSchema = z.object({
  sub: z.string().min(1),
  username: z.string().min(1),
  cv: z.number().int(),
  typ: z.literal('registration-challenge'),
});

export const issueRegistrationChallenge = (
  { jwtSecret, clock }: TokenDeps,
  challenge: RegistrationChallenge,
) => {
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({
    username: challenge.username,
    cv: challenge.credentialsVersion,
    typ: 'registration-challenge',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(challenge.userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(API_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + tokens.registrationChallengeTtlMs / 1000)
    .sign(jwtSecret);
};

/**
 * Null unless the challenge is ours, unexpired and of type 'registration-challenge'. The caller
 * checks `credentialsVersion` against the user, so a challenge dies once the password is changed.
 */
export const verifyRegistrationChallenge = async (
  { jwtSecret, clock }: TokenDeps,
  token: string,
): Promise<RegistrationChallenge | null> => {
  try {
    const { payload } = await jwtVerify(token, jwtSecret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: API_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: clock.now(),
    });
    const claims = challengePayloadSchema.safeParse(payload);
    if (!claims.success) return null;
    return {
      userId: claims.data.sub,
      username: claims.data.username,
      credentialsVersion: claims.data.cv,
    };
  } catch {
    return null;
  }
};
