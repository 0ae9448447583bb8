import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Clock } from '../../platform/clock';
import type { Emit } from '../../platform/events';
import type { OutboxLogger } from '../../platform/outbox';

/** What the household services use (ADR 049); what the composition root hands them. */
export type HouseholdDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'isProduction' | 'publicUrl' | 'INVITATION_TTL_SECONDS'>;
  /** Told of every change of membership (the `household` and `user` reads). */
  invalidations?: InvalidationBus;
  /** Told that an invitation e-mail was queued (kind, masked recipient), never its body. */
  logger?: OutboxLogger;
  /** Tells the other modules of a leave, in its transaction (ADR 043). */
  emit: Emit;
};
