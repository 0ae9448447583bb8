import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { JobRow } from '../../db/schema';
import type { InvalidationBus } from '../cache/invalidation-bus';
import type { Clock } from '../clock';
import {
  markJobDone,
  PermanentJobError,
  startJobWorker,
  type JobHandler,
  type JobLogger,
  type WakeableJobWorker,
} from '../jobs';
import { emittedEventSchema } from './catalogue';
import { emitterFor, REACTIONS_CHANNEL, reactionKind } from './emit';
import type { AnySubscriber, Emit, ReactionContext } from './subscriber';

/** How an idle reaction worker looks for work it was not woken for (another process's, a retry). */
export const reactionPollMs = 1_000;

/**
 * Reactions run side by side in this many lanes, each claiming its own jobs (`skip locked`): four on
 * PostgreSQL, whose pool keeps connections for the requests (docs/performance.md, Reactions); one
 * on PGlite, which has one connection.
 */
export const reactionLanesFor = (kind: 'postgres' | 'pglite') => (kind === 'postgres' ? 4 : 1);

/** Reactions are short database work: retried within seconds, leased for a minute. */
const reactionRetry = { firstDelayMs: 1_000, maxDelayMs: 60_000, leaseMs: 60_000 };

/** The job lost its lease (another worker took it after this one stalled): its work rolls back. */
class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

export type ReactionWorkerOptions = {
  db: Db;
  clock: Clock;
  logger: JobLogger;
  subscribers: readonly AnySubscriber[];
  /** 0 runs no loop (tests call `runOnce`). */
  intervalMs?: number;
  /** Hears `pg_notify` at commits (`Database['listen']`): the worker wakes at once. */
  listen?: Database['listen'];
  workerId?: string;
  /** Jobs taken in one pass under one lease, by each lane. */
  batchSize?: number;
  /** Lanes running reactions at once (`reactionLanesFor`); 1 by default. */
  lanes?: number;
  /** Handed to the reactions that change a cached read (ADR 018). */
  invalidations?: InvalidationBus;
};

export type ReactionWorker = WakeableJobWorker & {
  /** Runs passes until nothing is due (tests, and the settling of test apps). */
  drain: () => Promise<number>;
};

/**
 * Runs one subscriber's job: the event is read back through its schema, the subscriber works in a
 * transaction, and the job is marked done in that same transaction, so its effect is written once
 * even if the process dies between the two (then the job's lease runs out and nothing was done).
 */
const handlerOf =
  (
    db: Db,
    clock: Clock,
    emit: Emit,
    subscriber: AnySubscriber,
    invalidations?: InvalidationBus,
  ): JobHandler =>
  async (job: JobRow) => {
    const parsed = emittedEventSchema.safeParse(job.payload);
    if (!parsed.success || parsed.data.type !== subscriber.on)
      throw new PermanentJobError(`not a ${subscriber.on} event`);
    const event = parsed.data;
    await db.transaction(async (tx) => {
      // No flush to disk of its own: should the machine die before the WAL is written, the effect
      // and its job's completion are lost together, and the job runs again (still once).
      await tx.execute(sql`set local synchronous_commit = off`);
      const context: ReactionContext = { db: tx, clock, emit, eventId: job.key, invalidations };
      // The subscriber's type follows `on`, checked above.
      await (subscriber.handle as (e: typeof event, c: ReactionContext) => Promise<void>)(
        event,
        context,
      );
      if (!(await markJobDone(tx, job, { now: clock.now() }))) throw new LeaseLostError();
    });
    return 'settled';
  };

/** The worker of every subscriber's reactions (ADR 043): the durable queue's retries and leases. */
export const startReactionWorker = async (
  options: ReactionWorkerOptions,
): Promise<ReactionWorker> => {
  const { db, clock, subscribers } = options;
  const emit = emitterFor(subscribers);
  const handlers = Object.fromEntries(
    subscribers.map((subscriber) => [
      reactionKind(subscriber.name),
      handlerOf(db, clock, emit, subscriber, options.invalidations),
    ]),
  );
  const lanes = Array.from({ length: Math.max(1, options.lanes ?? 1) }, (_, lane) =>
    startJobWorker({
      db,
      clock,
      logger: options.logger,
      handlers,
      intervalMs: options.intervalMs ?? reactionPollMs,
      retry: reactionRetry,
      batchSize: options.batchSize ?? 5,
      ...(options.workerId ? { workerId: `${options.workerId}-${lane}` } : {}),
    }),
  );
  const [first] = lanes as [WakeableJobWorker, ...WakeableJobWorker[]];
  const wake = () => {
    for (const lane of lanes) lane.wake();
  };
  const stopListening = options.listen ? await options.listen(REACTIONS_CHANNEL, wake) : undefined;
  return {
    runOnce: first.runOnce,
    runPass: first.runPass,
    wake,
    drain: async () => {
      let total = 0;
      for (let ran = await first.runOnce(); ran > 0; ran = await first.runOnce()) total += ran;
      return total;
    },
    stop: async () => {
      await stopListening?.();
      await Promise.all(lanes.map((lane) => lane.stop()));
    },
  };
};
