import type { Clock } from '../../platform/clock';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';

/**
 * Remembers for a few seconds that a session (a refresh family) backs access tokens, so that a
 * signed-in read does not ask the database twice (docs/performance.md, API reads).
 *
 * Correct across instances: every revocation is published on the invalidation bus (Redis with
 * REDIS_URL), and for one TTL after a revocation of a session or of a user's sessions nothing about
 * them is cached again, so a check that read the database before the revoking transaction committed
 * cannot put a stale "active" back. Only "active" is cached; a refused token always asks again.
 */
export type SessionCache = {
  /** Whether the session is active: from the cache, else from `load` (then remembered). */
  isActive: (
    session: { familyId: string; userId: string },
    load: () => Promise<boolean>,
  ) => Promise<boolean>;
  /** A session was revoked (logout, reuse detected, expired). */
  forgetSession: (familyId: string) => void;
  /** Every session of a user was revoked (password change or reset, deletion). */
  forgetUser: (userId: string) => void;
};

export const SESSION_CHECK_TTL_MS = 10_000;
/** Bounds the memory a cache can take; the oldest entries go first. */
const MAX_ENTRIES = 100_000;

const topics = { session: 'session', user: 'session-user' } as const;

export const createSessionCache = ({
  bus,
  clock,
  ttlMs = SESSION_CHECK_TTL_MS,
}: {
  bus: InvalidationBus;
  clock: Clock;
  ttlMs?: number;
}): SessionCache => {
  const active = new Map<string, { userId: string; until: number }>();
  const recentlyRevokedSessions = new Map<string, number>();
  const recentlyRevokedUsers = new Map<string, number>();

  const now = () => clock.now().getTime();
  const isRecent = (map: Map<string, number>, key: string) => {
    const until = map.get(key);
    if (until === undefined) return false;
    if (until > now()) return true;
    map.delete(key);
    return false;
  };
  const remember = (map: Map<string, unknown>, key: string, value: unknown) => {
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
    map.set(key, value);
  };

  const dropSession = (familyId: string) => {
    active.delete(familyId);
    remember(recentlyRevokedSessions, familyId, now() + ttlMs);
  };
  const dropUser = (userId: string) => {
    for (const [familyId, entry] of active) if (entry.userId === userId) active.delete(familyId);
    remember(recentlyRevokedUsers, userId, now() + ttlMs);
  };
  bus.subscribe(topics.session, dropSession);
  bus.subscribe(topics.user, dropUser);

  const cacheable = ({ familyId, userId }: { familyId: string; userId: string }) =>
    !isRecent(recentlyRevokedSessions, familyId) && !isRecent(recentlyRevokedUsers, userId);

  return {
    isActive: async (session, load) => {
      const hit = active.get(session.familyId);
      if (hit && hit.userId === session.userId && hit.until > now() && cacheable(session)) {
        return true;
      }
      const result = await load();
      if (result && cacheable(session)) {
        remember(active, session.familyId, { userId: session.userId, until: now() + ttlMs });
      }
      return result;
    },
    forgetSession: (familyId) => bus.publish(topics.session, familyId),
    forgetUser: (userId) => bus.publish(topics.user, userId),
  };
};
