import { createHash, createHmac, randomBytes } from 'node:crypto';
import { tokens, type Role } from '@rela/contracts';
import type { Db } from '../../db/client';
import type { RefreshFamilyRow, RefreshTokenRow } from '../../db/schema';
import type { SessionCache } from './session-cache';
import type { Clock } from '../../platform/clock';
import type { LimitStore } from '../../platform/rate-limit/limit-store';
import {
  findFamilyWithUser,
  findTokenFamilyId,
  insertFamily,
  insertToken,
  lockTokenByHash,
  markRotated,
  revokeFamiliesOfUser,
  revokeFamilyById,
  touchFamily,
  type RevokeReason,
} from './refresh-tokens.queries';

/** `sessions` is told of every revocation, so no instance keeps answering for a revoked session. */
export type SessionDeps = { db: Db; clock: Clock; sessions?: SessionCache };

/** A refresh token as handed to the client; only its SHA-256 hash is stored. */
export type IssuedRefreshToken = {
  refreshToken: string;
  familyId: string;
  rememberMe: boolean;
  absoluteExpiresAt: Date;
};

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The one token that follows `token` in its family, derived with the server's key: presenting a
 * rotated token again within the grace answers this same token (only hashes are stored), never a copy.
 */
export const successorOf = (secret: Uint8Array, token: string) =>
  createHmac('sha256', secret).update('refresh-successor:').update(token).digest('base64url');

/** A rotated token is answered (with its successor) at most this many times in all. */
export const maxPresentationsInGrace = 3;

export type RotationDeps = SessionDeps & { jwtSecret: Uint8Array; limits: LimitStore };

const absoluteLifetimeMs = (rememberMe: boolean) =>
  rememberMe ? tokens.refreshAbsoluteRememberMs : tokens.refreshAbsoluteSessionMs;
const idleTimeoutMs = (rememberMe: boolean) =>
  rememberMe ? tokens.refreshIdleRememberMs : tokens.refreshIdleSessionMs;

const isExpired = (family: RefreshFamilyRow, now: Date) =>
  now >= family.absoluteExpiresAt ||
  now.getTime() - family.lastUsedAt.getTime() >= idleTimeoutMs(family.rememberMe);

/** A new family (one sign-in) with its first refresh token. */
export const startSession = (
  { db, clock }: SessionDeps,
  params: { userId: string; rememberMe: boolean },
) =>
  db.transaction(async (tx): Promise<IssuedRefreshToken> => {
    const now = clock.now();
    const absoluteExpiresAt = new Date(now.getTime() + absoluteLifetimeMs(params.rememberMe));
    const family = await insertFamily(tx, { ...params, now, absoluteExpiresAt });
    const refreshToken = newRefreshToken();
    await insertToken(tx, { familyId: family.id, tokenHash: hashRefreshToken(refreshToken), now });
    return { refreshToken, familyId: family.id, rememberMe: params.rememberMe, absoluteExpiresAt };
  });

/**
 * A new family with no refresh token, for a sign-in that cannot be refreshed (the assistant's
 * password login): its tokens end with it, like every session (logout, revocation, its lifetime).
 */
export const startSessionWithoutRefresh = ({ db, clock }: SessionDeps, userId: string) => {
  const now = clock.now();
  const absoluteExpiresAt = new Date(now.getTime() + absoluteLifetimeMs(false));
  return insertFamily(db, { userId, rememberMe: false, now, absoluteExpiresAt });
};

export type RotationResult =
  | {
      kind: 'rotated';
      token: IssuedRefreshToken;
      user: { id: string; username: string; role: Role };
    }
  | { kind: 'invalid' }
  | { kind: 'reuse-detected'; userId: string; familyId: string };

/**
 * Whether this presentation of a token is a reuse: a rotated token after its grace, or within it more
 * than `maxPresentationsInGrace` times in all (the presentations are counted in the limit store).
 */
const isReuse = async (
  limits: LimitStore,
  token: Pick<RefreshTokenRow, 'rotatedAt' | 'tokenHash'>,
  now: Date,
) => {
  if (!token.rotatedAt) return false;
  if (now.getTime() - token.rotatedAt.getTime() > tokens.refreshGraceMs) return true;
  const { count } = await limits.hit(`refresh:grace:${token.tokenHash}`, tokens.refreshGraceMs);
  return count >= maxPresentationsInGrace;
};

/**
 * Exchanges a refresh token for its successor. The token row is locked, so two refreshes with the
 * same token take turns; the second finds it rotated within the grace period (two tabs racing) and
 * gets the same successor. A rotated token presented after the grace, or more than
 * `maxPresentationsInGrace` times, revokes the family.
 */
export const rotateRefreshToken = async (
  { db, clock, sessions, jwtSecret, limits }: RotationDeps,
  params: { refreshToken: string; username?: string },
): Promise<RotationResult> => {
  const revoked: string[] = [];
  const result = await db.transaction(async (tx): Promise<RotationResult> => {
    const now = clock.now();
    const token = await lockTokenByHash(tx, hashRefreshToken(params.refreshToken));
    if (!token) return { kind: 'invalid' };
    const found = await findFamilyWithUser(tx, token.familyId);
    if (!found || found.family.revokedAt) return { kind: 'invalid' };
    const { family, user } = found;
    if (params.username !== undefined && params.username !== user.username)
      return { kind: 'invalid' };
    if (isExpired(family, now)) {
      await revokeFamilyById(tx, family.id, 'expired', now);
      revoked.push(family.id);
      return { kind: 'invalid' };
    }
    if (await isReuse(limits, token, now)) {
      await revokeFamilyById(tx, family.id, 'reuse-detected', now);
      revoked.push(family.id);
      return { kind: 'reuse-detected', userId: user.id, familyId: family.id };
    }
    if (!token.rotatedAt) await markRotated(tx, token.id, now);
    const refreshToken = successorOf(jwtSecret, params.refreshToken);
    await insertToken(tx, { familyId: family.id, tokenHash: hashRefreshToken(refreshToken), now });
    await touchFamily(tx, family.id, now);
    return {
      kind: 'rotated',
      user,
      token: {
        refreshToken,
        familyId: family.id,
        rememberMe: family.rememberMe,
        absoluteExpiresAt: family.absoluteExpiresAt,
      },
    };
  });
  for (const familyId of revoked) sessions?.forgetSession(familyId);
  return result;
};

export const revokeFamily = async (
  { db, clock, sessions }: SessionDeps,
  familyId: string,
  reason: RevokeReason,
) => {
  await revokeFamilyById(db, familyId, reason, clock.now());
  sessions?.forgetSession(familyId);
};

/** Revokes the family a refresh token belongs to; unknown tokens are ignored (logout is idempotent). */
export const revokeFamilyOfToken = async (deps: SessionDeps, refreshToken: string) => {
  const familyId = await findTokenFamilyId(deps.db, hashRefreshToken(refreshToken));
  if (familyId) await revokeFamily(deps, familyId, 'logout');
  return familyId;
};

/**
 * Ends every session of a user (password reset, user deletion), except `except` (a family id) when
 * given. Answers how many sessions were ended.
 */
export const revokeAllSessions = async (
  db: Db,
  userId: string,
  /** `sessions` is required so that no caller forgets to tell the caches (undefined: none). */
  options: { except?: string; at?: Date; sessions: SessionCache | undefined },
) => {
  const revoked = await revokeFamiliesOfUser(db, {
    userId,
    except: options.except,
    reason: 'revoke-all',
    at: options.at ?? new Date(),
  });
  for (const familyId of revoked) options.sessions?.forgetSession(familyId);
  return revoked.length;
};
