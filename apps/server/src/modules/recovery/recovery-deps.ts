import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import { outboxReadAt, type EnqueueOptions, type OutboxLogger } from '../../platform/outbox';
import type { LimitStore } from '../../platform/rate-limit/limit-store';
import type { SessionCache } from '../auth';

/** What the recovery services use; what the composition root hands them. */
export type RecoveryDeps = {
  db: Db;
  clock: Clock;
  limits: LimitStore;
  /** Signs registration challenges and keys the HMAC of verification codes. */
  jwtSecret: Uint8Array;
  /** Told when a password reset ends a user's sessions. */
  sessions?: SessionCache;
  /** Told of changes to the reads kept in memory (after each commit). */
  invalidations?: InvalidationBus;
  config: Pick<
    Config,
    'LOGIN_LIMIT_PER_MINUTE' | 'IP_LIMIT_PER_MINUTE' | 'isProduction' | 'publicUrl'
  >;
};

/**
 * Where a password-reset code goes (the account module's answer, composed in app.ts): while an
 * e-mail change can be undone, the address it took away, else `email`.
 */
export type ResetAddress = (
  db: Db,
  params: { userId: string; email: string; now: Date },
) => Promise<string>;

/** Who asked, for the limits and the log line of a queued e-mail. */
export type RequestContext = {
  /** The client address as Fastify resolves it (honouring trustProxy). */
  address: string;
  /** Told that an e-mail was queued (kind, masked recipient), never its body. */
  logger?: OutboxLogger;
};

export const mailOptions = (
  { clock, config }: { clock: Clock; config: Pick<Config, 'isProduction' | 'publicUrl'> },
  logger: OutboxLogger | undefined,
): EnqueueOptions => ({ now: clock.now(), logger, readAt: outboxReadAt(config) });

export const signInUrl = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}/auth/login`;
