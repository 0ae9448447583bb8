import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobRow } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { DisplayPolicy } from '../compliance';
import { saveJobProgress } from '../../platform/jobs';
import { listReplicaEvents } from '../replica';
import { addressOf, eventTexts } from './alert-texts';
import { insertEventNotices, listingRecords } from './fan-out.queries';
import { insertSearchMatches, matchTexts } from './saved-searches';

export type FanOutDeps = {
  db: Db;
  clock: Clock;
  /** Events read and written in one transaction. */
  batchSize: number;
  leaseMs: number;
  /**
   * How many transactions write a batch's saved-search matches at once, each the matches of its
   * own listings (ADR 028's amendment of 2026-11-28): 2 or more on PostgreSQL, whose connections
   * run on the cores side by side; 1 on PGlite, which has one connection.
   */
  matchTransactions: number;
  /**
   * The MLS display rules (ADR 048): whether a notice may name a listing's street, and whether a
   * buyer may be told of a listing at all (a saved search's match or a suggestion,
   * REQ-DISPLAY-WITHHELD).
   */
  display: Pick<DisplayPolicy, 'addressShown' | 'clientMaySee'>;
};

/**
 * The matches split into `parts` sets, every event of one listing in the same set: two sets never
 * write the same suggestion (unique per search and listing), so their transactions never wait on
 * each other.
 */
export const byListing = <T extends { listingKey: string }>(items: readonly T[], parts: number) => {
  if (parts <= 1) return [items];
  const sets: T[][] = Array.from({ length: parts }, () => []);
  const setOf = new Map<string, number>();
  for (const item of items) {
    let set = setOf.get(item.listingKey);
    if (set === undefined) {
      set = setOf.size % parts;
      setOf.set(item.listingKey, set);
    }
    sets[set]!.push(item);
  }
  return sets.filter((set) => set.length > 0);
};

/** The fan-out's saved progress: the last replica event it handled. */
type Cursor = { afterId: number };

const readCursor = (payload: Record<string, unknown>): Cursor | null =>
  typeof payload.afterId === 'number' ? { afterId: payload.afterId } : null;

/**
 * Where alerts start on a replica that already had a history: after the last event written before
 * they were switched on (when their job's row was made, by the database's clock, as the events'
 * times are). Nobody is told of the past, and a change the sync wrote after that moment is told
 * however late the first run comes (a busy start, a worker that claims the job a while later).
 */
const lastEventBefore = async (db: Db, job: JobRow) => {
  const result = await db.execute(
    sql`select coalesce(max(id), 0)::bigint as id from replica_events
      where created_at < (select created_at from jobs where id = ${job.id})`,
  );
  return Number((result as unknown as { rows: { id: string | number }[] }).rows[0]?.id ?? 0);
};

/**
 * One run of the fan-out job (ADR 028): turns the replica's events after the saved cursor into
 * notices, a batch at a time; each batch's notices and the cursor past it are committed in one
 * transaction, only while this run still holds the job (else it rolls back), so a crash resumes at
 * the first batch not committed and a batch handled twice writes nothing twice (unique keys).
 * The first run ever starts after the last event written before alerts were switched on: nobody is
 * told of the past, and nothing written since is skipped.
 */
export const runAlertFanOut = async (deps: FanOutDeps, job: JobRow): Promise<number> => {
  const { db, clock } = deps;
  let cursor = readCursor(job.payload);
  let written = 0;
  if (!cursor) {
    cursor = { afterId: await lastEventBefore(db, job) };
    await commit(deps, job, cursor, async () => 0);
  }
  for (;;) {
    const events = await listReplicaEvents(db, {
      afterId: cursor.afterId,
      limit: deps.batchSize,
    });
    const last = events.at(-1);
    if (!last) return written;
    const records = await listingRecords(
      db,
      events.map((event) => event.listingKey),
    );
    const shown = (record: Record<string, unknown> | undefined) =>
      !record || deps.display.addressShown(record);
    const texts = events.flatMap((event) => {
      const record = records.get(event.listingKey);
      return eventTexts(event, record ? addressOf(record, shown(record)) : null) ?? [];
    });
    // New listings and price drops that match saved searches (notices or concierge suggestions):
    // only of a listing a buyer may be shown, in a status the rules show clients
    // (REQ-DISPLAY-WITHHELD): a suggestion is a home the realtor would send to the buyer.
    const matches = events.flatMap((event) => {
      const record = records.get(event.listingKey);
      if (!record || !deps.display.clientMaySee(record)) return [];
      return matchTexts(event, record, shown(record)) ?? [];
    });
    const next = { afterId: last.id };
    const [own = [], ...others] = byListing(matches, deps.matchTransactions);
    written += await commit(deps, job, next, async (tx) => {
      const now = clock.now();
      // The other sets of matches in transactions of their own, at the same time; the cursor is
      // saved (and this transaction committed) only once every one of them has committed, so a
      // failure anywhere leaves the batch to be handled again, and its unique keys write nothing
      // twice.
      const parts = await Promise.allSettled([
        (async () =>
          (await insertEventNotices(tx, { events: texts, now })) +
          (await insertSearchMatches(tx, { matches: own, now })).notices)(),
        ...others.map((set) =>
          db.transaction(
            async (other) =>
              (await insertSearchMatches(other as unknown as Db, { matches: set, now })).notices,
          ),
        ),
      ]);
      const failed = parts.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      return parts.reduce(
        (sum, result) => sum + (result.status === 'fulfilled' ? result.value : 0),
        0,
      );
    });
    cursor = next;
  }
};

const commit = (
  { db, clock, leaseMs }: FanOutDeps,
  job: JobRow,
  cursor: Cursor,
  work: (tx: Db) => Promise<number>,
) =>
  db.transaction(async (tx) => {
    const written = await work(tx as unknown as Db);
    const leaseUntil = new Date(clock.now().getTime() + leaseMs);
    if (!(await saveJobProgress(tx as unknown as Db, job, { payload: cursor, leaseUntil }))) {
      throw new Error('alerts fan-out lost its lease; another worker continues');
    }
    return written;
  });
