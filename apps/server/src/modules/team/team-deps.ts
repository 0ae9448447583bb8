import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { OutboxLogger } from '../../platform/outbox';
import type { SessionCache } from '../auth/session-cache';

/** What the team services use; a narrow view of AppDeps. */
export type TeamDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'isProduction' | 'publicUrl' | 'INVITATION_TTL_SECONDS'>;
  /** Told when a deleted user's sessions end. */
  sessions?: SessionCache;
  /** Told of changes to the reads kept in memory (after each commit). */
  invalidations?: InvalidationBus;
  /** Told that an e-mail was queued (kind, masked recipient), never its body. */
  logger?: OutboxLogger;
};

/** A unique or foreign-key violation of PostgreSQL, however the driver wraps it. */
export const constraintViolation = (error: unknown): 'unique' | 'foreign-key' | null => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (code === '23505') return 'unique';
    if (code === '23503') return 'foreign-key';
    current = current.cause;
  }
  return null;
};
