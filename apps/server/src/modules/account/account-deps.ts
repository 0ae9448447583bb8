import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import { outboxReadAt, type EnqueueOptions, type OutboxLogger } from '../../platform/outbox';
import type { LimitStore } from '../../platform/rate-limit/limit-store';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { SessionCache } from '../auth';

/** What the account services use; what the composition root hands them. */
export type AccountDeps = {
  db: Db;
  clock: Clock;
  limits: LimitStore;
  /** Keys the HMAC of verification codes. */
  jwtSecret: Uint8Array;
  storage: FileStorage;
  /** Told when a password change ends the user's other sessions. */
  sessions?: SessionCache;
  /** Told of changes to the reads kept in memory (after each commit). */
  invalidations?: InvalidationBus;
  config: Pick<Config, 'isProduction' | 'publicUrl' | 'PRODUCT_SLUG'>;
  /** Told that a message was queued (kind, masked recipient), never its body. */
  logger?: OutboxLogger;
};

export const codeDeps = (deps: AccountDeps, db: Db = deps.db) => ({
  db,
  clock: deps.clock,
  secret: deps.jwtSecret,
});

export const messageOptions = (deps: AccountDeps): EnqueueOptions & { now: Date } => ({
  now: deps.clock.now(),
  logger: deps.logger,
  readAt: outboxReadAt(deps.config),
});
