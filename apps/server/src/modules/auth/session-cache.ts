import type { Clock } from '../../platform/clock';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import { createReadCache } from '../../platform/cache/read-cache';

/**
 * Remembers for a few seconds that a session (a refresh family) backs access tokens, so that a
 * signed-in read does not ask the database twice (docs/performance.md, Caches; ADR 018).
 *
 * A read cache by family id: every revocation is announced on the invalidation bus (Redis with
 * REDIS_URL), and for one TTL after it nothing about that session is kept again, so a check that
 * read the database before the revoking transaction committed cannot put a stale "active" back.
 * Only "active" is kept, with its user (a family never answers for another user); a refused token
 * always asks again.
 */
export type SessionCache = {
  /** Whether the session is active: from the cache, else from `load` (then remembered). */
  isActive: (
    session: { familyId: string; userId: string },
    load: () => Promise<boolean>,
  ) => Promise<boolean>;
  /**
   * Whether the cache already knows the session active for this user, without asking anyone: a
   * signed-in read's synchronous check (false: not known, ask `isActive`).
   */
  knownActive: (session: { familyId: string; userId: string }) => boolean;
  /** A session was revoked (logout, reuse detected, expired, all of a user's). */
  forgetSession: (familyId: string) => void;
};

export const SESSION_CHECK_TTL_MS = 10_000;

export const createSessionCache = ({
  bus,
  clock,
  ttlMs = SESSION_CHECK_TTL_MS,
}: {
  bus: InvalidationBus;
  clock: Clock;
  ttlMs?: number;
}): SessionCache => {
  // The user of an active session, by family id; null (never kept) when it is not active.
  const activeUsers = createReadCache<string | null>({
    bus,
    topic: 'read:session',
    clock,
    ttlMs,
    quietMs: ttlMs,
    keeps: (userId) => userId !== null,
  });
  return {
    isActive: async ({ familyId, userId }, load) =>
      (await activeUsers.get(familyId, async () => ((await load()) ? userId : null))) === userId,
    knownActive: ({ familyId, userId }) => activeUsers.peek(familyId) === userId,
    forgetSession: activeUsers.changed,
  };
};
