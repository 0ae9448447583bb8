import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { OutboxLogger } from '../../platform/outbox';
import type { SessionCache } from '../auth';

/** What the team services use; what the composition root hands them. */
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
