import { hkdfSync } from 'node:crypto';
import { roles, tokens, type Role } from '@rela/contracts';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { TOKEN_ISSUER, createHs256Verifier, type TokenCheck } from '../auth';

/** The assistant's audience: the main API's verifier refuses it, and this one refuses the main's. */
export const ASSISTANT_AUDIENCE = 'rela-assistant';

export type AssistantTokenDeps = { jwtSecret: Uint8Array; clock: Clock };

/**
 * Who an assistant token speaks for. `familyId` is its session (a refresh family): the main session
 * it was exchanged from or joined, or the one its password login started; the token dies with it.
 * `credentialsVersion` ties it to the password it was made with.
 */
export type AssistantClaims = {
  userId: string;
  username: string;
  role: Role;
  userType: string;
  credentialsVersion: number;
  familyId: string;
};

export type AssistantTokenCheck = TokenCheck<AssistantClaims>;

const payloadSchema = z.object({
  sub: z.string().min(1),
  username: z.string().min(1),
  role: z.enum(roles),
  utp: z.string().min(1),
  cv: z.number().int(),
  sid: z.string().min(1),
  typ: z.literal('assistant'),
});

/**
 * The signing key of assistant tokens is derived from the main key (HKDF, its own label), so even a
 * verifier that forgot its audience check could not take one kind of token for the other.
 */
const keys = new WeakMap<Uint8Array, Uint8Array>();
export const assistantSigningKey = (jwtSecret: Uint8Array) => {
  let key = keys.get(jwtSecret);
  if (!key) {
    key = new Uint8Array(
      hkdfSync('sha256', jwtSecret, new Uint8Array(), 'rela-assistant-token', 32),
    );
    keys.set(jwtSecret, key);
  }
  return key;
};

const nowSeconds = (clock: Clock) => Math.floor(clock.now().getTime() / 1000);

export const issueAssistantToken = (
  { jwtSecret, clock }: AssistantTokenDeps,
  claims: AssistantClaims,
) => {
  const issuedAt = nowSeconds(clock);
  return new SignJWT({
    username: claims.username,
    role: claims.role,
    utp: claims.userType,
    cv: claims.credentialsVersion,
    sid: claims.familyId,
    typ: 'assistant',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(ASSISTANT_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + tokens.assistantTokenTtlSeconds)
    .sign(assistantSigningKey(jwtSecret));
};

const verifyAssistant = createHs256Verifier<AssistantClaims>({
  issuer: TOKEN_ISSUER,
  audience: ASSISTANT_AUDIENCE,
  toClaims: (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return null;
    const { sub, username, role, utp, cv, sid } = parsed.data;
    return {
      userId: sub,
      username,
      role,
      userType: utp,
      credentialsVersion: cv,
      familyId: sid,
    };
  },
});

/** HS256 only, exp required, our issuer and audience, `typ: 'assistant'`; says why it failed. */
export const verifyAssistantToken = (
  { jwtSecret, clock }: AssistantTokenDeps,
  token: string,
): Promise<AssistantTokenCheck> => verifyAssistant(assistantSigningKey(jwtSecret), token, clock);
