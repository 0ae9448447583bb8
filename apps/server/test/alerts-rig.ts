import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { jobs, replicaEvents, replicaListings, type NewReplicaEventRow } from '../src/db/schema';
import type { Clock } from '../src/platform/clock';
import { ALERTS_FANOUT_JOB, startAlertsWorker } from '../src/modules/alerts/alerts-worker';
import { displayPolicyOf } from '../src/modules/compliance';
import { defaultDisplayRules } from '@rela/contracts';
import { runAlertDelivery, unsubscribeKey } from '../src/modules/alerts/delivery';
import type { TestApp } from './app';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A listing in the replica with an address: "{n} Oak St, Raleigh". */
export const holdListing = async (db: Db, listingKey: string, street: string, now: Date) => {
  await db
    .insert(replicaListings)
    .values({
      listingKey,
      status: 'Active',
      listPrice: 500_000,
      modifiedAt: now,
      syncedAt: now,
      record: { ListingKey: listingKey, UnparsedAddress: street, City: 'Raleigh' },
    })
    .onConflictDoNothing();
};

let stamp = Date.parse('2026-12-01T12:00:00.000Z');

/** Appends a change event as the sync would (each with its own modification time). */
export const appendEvent = async (
  db: Db,
  event: Pick<NewReplicaEventRow, 'listingKey' | 'kind' | 'before' | 'after'>,
) => {
  stamp += 1000;
  const [row] = await db
    .insert(replicaEvents)
    .values({ ...event, modifiedAt: new Date(stamp) })
    .returning();
  if (!row) throw new Error('no event');
  return row;
};

/** A fan-out worker that runs only when asked (`runOnce`), the job queued now. */
export const fanOutWorker = (
  db: Db,
  clock: Clock,
  workerId = 'alerts-a',
  batchSize = 500,
  matchTransactions = 1,
) =>
  startAlertsWorker({
    db,
    clock,
    logger: quiet,
    intervalMs: 0,
    workerId,
    batchSize,
    matchTransactions,
    display: displayPolicyOf(defaultDisplayRules),
  });

/** Makes the fan-out's queued run due now (as the sync's nudge does). */
export const dueNow = async (db: Db, clock: Clock) => {
  await db.update(jobs).set({ runAt: clock.now() }).where(eq(jobs.kind, ALERTS_FANOUT_JOB.kind));
};

/** Puts the fan-out's cursor back (a restart that lost its progress). */
export const rewindCursor = async (db: Db, afterId: number) => {
  await db
    .update(jobs)
    .set({ payload: { afterId }, runAt: new Date(0) })
    .where(eq(jobs.kind, ALERTS_FANOUT_JOB.kind));
};

/**
 * Runs the notices' delivery once, as its worker would (e-mails into the outbox), with the app's
 * unsubscribe key and public address.
 */
export const deliverAlerts = (t: Pick<TestApp, 'db' | 'clock' | 'deps' | 'config'>) =>
  runAlertDelivery({
    db: t.db,
    clock: t.clock,
    linkKey: unsubscribeKey(t.deps.jwtSecret),
    publicUrl: t.config.publicUrl,
  });
