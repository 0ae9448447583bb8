/**
 * The Alerts goal of docs/performance.md, "the sync with alerts at most 20% slower than without",
 * in the `alerts` bench part, over its world (`alerts-world.ts`): one sync of 1,000 changes
 * (price drops, new listings, homes gone Pending) run by the replica worker, timed
 * - without alerts: no fan-out or delivery worker, no nudge at the run's end;
 * - with alerts as `main.ts` runs them: the fan-out worker (every 5 s, polling each second) and the
 *   delivery worker beside the sync, and the sync's end nudging the fan-out; then, from the sync's
 *   end, until the fan-out's cursor has passed the sync's last event (every notice written);
 * - once, with the fan-out still writing the previous sync's notices when the sync starts (syncs
 *   closer together than a fan-out run; reported, no goal).
 * After one untimed sync, the rounds alternate which variant goes first, each sync with its own
 * 1,000 listings; the medians are the figures. The MLS is a feed from memory, in pages of 200 as
 * the embedded MLS's default profile sends them: the sync's pages are applied, diffed into events
 * and committed as always, and the MLS's HTTP, the same with and without alerts, is left out (so
 * the ratio is the stricter one; the `replica` part measures the sync over HTTP).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { defaultDisplayRules } from '@rela/contracts';
import { matchTransactionsFor, startAlertsWorker } from '../../src/modules/alerts';
import { displayPolicyOf } from '../../src/modules/compliance';
import { startAlertDeliveryWorker } from '../../src/modules/alerts/delivery';
import { startReplicaWorker, type ReplicaFeed } from '../../src/modules/replica';
import type { ODataEntity } from '../../src/modules/mls';
import { systemClock } from '../../src/platform/clock';
import type { JobWorker } from '../../src/platform/jobs';
import { listingSelect } from './alerts-world';
import { summarise, type Figure } from './figures';

/** The changes of one sync: `drops` price drops, then `pending` homes gone Pending, `fresh` new listings. */
export type ChangeShape = { drops: number; pending: number; fresh: number };

export type SyncBenchOptions = {
  kind: Database['kind'];
  shape: ChangeShape;
  /** Listings `B1` to `B{listings}` exist; new ones are numbered after them. */
  listings: number;
  /** The first change set free (set 0 is the fan-out figure's own); a run uses 3 + 2 × rounds. */
  firstSet: number;
  rounds: number;
  /** A line of the world for the figures' `what`. */
  world: string;
};

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** The embedded MLS's default profile's page. */
const PAGE = 200;
const GOAL_SHARE = 1.2;
const GOAL_TOLD_MS = 10_000;
/** How long the alerts' workers run before a timed sync: their start-up passes are not the sync's. */
const SETTLE_MS = 2_000;

/** Every key a query by key names (`ListingKey eq '...' or ...`). */
const keysOf = (filter: string | undefined) =>
  [...(filter ?? '').matchAll(/ListingKey eq '([^']+)'/g)].map((match) => match[1] as string);

/**
 * A feed from memory: each sync run reads the records handed to it, in pages. Asked for the homes
 * on lists by key (the run's check, ADR 021's amendment), it holds every one of them, unchanged
 * since the replica's copy: the check's cost is in the sync's time, and it marks nothing gone.
 */
const memoryFeed = () => {
  let records: ODataEntity[] = [];
  const feed: ReplicaFeed = {
    firstUrl: (entitySet, query) => {
      const keys = keysOf(query.filter);
      return keys.length > 0 ? `memory:keys?${keys.join(',')}` : `memory:${entitySet}?skip=0`;
    },
    page: async (url) => {
      if (url.startsWith('memory:keys?')) {
        const keys = url.slice('memory:keys?'.length).split(',');
        return {
          value: keys.map((ListingKey) => ({
            ListingKey,
            ModificationTimestamp: '2000-01-01T00:00:00.000Z',
          })),
        };
      }
      const [entitySet, skipText] = url.slice('memory:'.length).split('?skip=');
      if (entitySet !== 'Property') return { value: [] };
      const skip = Number(skipText);
      const value = records.slice(skip, skip + PAGE);
      return skip + PAGE < records.length
        ? { value, nextLink: `memory:Property?skip=${skip + PAGE}` }
        : { value };
    },
  };
  return {
    feed,
    hand: (next: ODataEntity[]) => {
      records = next;
    },
  };
};

/** Change set `k`'s records as the MLS would send them, stamped now. */
const changeSet = async ({ db }: Database, k: number, { shape, listings }: SyncBenchOptions) => {
  const size = shape.drops + shape.pending + shape.fresh;
  const base = k * size;
  const range = (from: number, to: number) =>
    sql`(select 'B' || i from generate_series(${from}::int, ${to}::int) i)`;
  const result = await db.execute(sql`
    select record || jsonb_build_object('ListPrice', round(list_price * 0.97)) as record
    from replica_listings where listing_key in ${range(base + 1, base + shape.drops)}
    union all
    select record || '{"StandardStatus": "Pending"}'::jsonb from replica_listings
    where listing_key in ${range(base + shape.drops + 1, base + shape.drops + shape.pending)}
    union all
    select record from (${listingSelect(listings + k * shape.fresh + 1, listings + (k + 1) * shape.fresh)}) l`);
  const stamp = new Date().toISOString();
  const rows = (result as unknown as { rows: { record: ODataEntity }[] }).rows;
  if (rows.length !== size) throw new Error(`change set ${k} has ${rows.length} records`);
  return rows.map(({ record }) => ({ ...record, ModificationTimestamp: stamp }));
};

/** Whether the fan-out's cursor (its job's saved progress, ADR 028) has passed every event. */
const caughtUp = async ({ db }: Database) => {
  const result = await db.execute(sql`
    select coalesce((select (payload ->> 'afterId')::bigint from jobs where kind = 'alerts-fanout'), 0)
      >= (select coalesce(max(id), 0) from replica_events) as done`);
  return Boolean((result as unknown as { rows: { done: boolean }[] }).rows[0]?.done);
};

/** Waits until every event is a notice; answers how long that took. */
const untilTold = async (database: Database, since: number, limitMs = 600_000) => {
  while (!(await caughtUp(database))) {
    if (performance.now() - since > limitMs) throw new Error('the fan-out did not catch up');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return performance.now() - since;
};

/** Waits until the fan-out has taken its job (or already told everything). */
const untilFanOutRuns = async (database: Database) => {
  const since = performance.now();
  for (;;) {
    const result = await database.db.execute(
      sql`select status from jobs where kind = 'alerts-fanout'`,
    );
    const [job] = (result as unknown as { rows: { status: string }[] }).rows;
    if (job?.status === 'running' || (await caughtUp(database))) return;
    if (performance.now() - since > 10_000) throw new Error('the fan-out did not start');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const median = (samples: number[]) => summarise(samples).p50;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const each = (samples: number[]) => samples.map(seconds).join(', ');

export const measureSyncWithAlerts = async (
  database: Database,
  options: SyncBenchOptions,
): Promise<Figure[]> => {
  const { db } = database;
  const size = options.shape.drops + options.shape.pending + options.shape.fresh;
  if ((options.firstSet + 3 + 2 * options.rounds) * size > options.listings) {
    throw new Error('not enough listings for that many change sets');
  }
  const { feed, hand } = memoryFeed();
  // As main.ts runs the fan-out on this database.
  const matchTransactions = matchTransactionsFor(options.kind);
  const sync = await startReplicaWorker({
    db,
    bus: undefined,
    clock: systemClock,
    logger: quiet,
    feed,
    everyMs: 0,
    intervalMs: 0,
  });
  /** One sync run over change set `k`; answers its time. */
  let set = options.firstSet;
  const syncOnce = async () => {
    hand(await changeSet(database, set, options));
    set += 1;
    const started = performance.now();
    const pass = await sync.runPass();
    const took = performance.now() - started;
    if (pass.done !== 1) throw new Error('the sync run did not complete');
    return { took, ended: performance.now() };
  };
  let workers: JobWorker[] = [];
  const switchOn = async () => {
    workers = [
      // As main.ts runs it: woken by what the sync appends to `replica_events` (ADR 043).
      await startAlertsWorker({
        db,
        display: displayPolicyOf(defaultDisplayRules),
        clock: systemClock,
        logger: quiet,
        matchTransactions,
        listen: database.listen,
      }),
      await startAlertDeliveryWorker({
        db,
        clock: systemClock,
        logger: quiet,
        serverSecret: randomBytes(32),
        publicUrl: 'http://localhost:3000',
      }),
    ];
  };
  const switchOff = async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    workers = [];
  };
  /** Tells what a sync without alerts left, untimed, so the next round starts even. */
  const catchUp = async () => {
    const drain = await startAlertsWorker({
      db,
      display: displayPolicyOf(defaultDisplayRules),
      clock: systemClock,
      logger: quiet,
      intervalMs: 0,
      matchTransactions,
    });
    // Due by the worker's clock, as the nudge makes it: the database's now() keeps microseconds
    // and may lie after the millisecond the worker asks by.
    await db.execute(
      sql`update jobs set run_at = ${systemClock.now()} where kind = 'alerts-fanout'`,
    );
    await drain.runOnce();
    await drain.stop();
    if (!(await caughtUp(database))) throw new Error('the fan-out did not catch up');
  };

  const without: number[] = [];
  const withAlerts: number[] = [];
  const told: number[] = [];
  const busy: number[] = [];
  const syncWithout = async () => {
    without.push((await syncOnce()).took);
    await catchUp();
  };
  const syncWith = async () => {
    await switchOn();
    // Running workers, as in a server that has been up a while: their first passes are done.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const run = await syncOnce();
    withAlerts.push(run.took);
    told.push(await untilTold(database, run.ended));
    await switchOff();
  };
  /** A sync that starts while the fan-out writes the previous sync's notices. */
  const syncBusy = async () => {
    await switchOn();
    await syncOnce();
    await untilFanOutRuns(database);
    busy.push((await syncOnce()).took);
    await untilTold(database, performance.now());
    await switchOff();
  };
  try {
    await sync.runPass(); // the first copy: the feed's empty baseline
    // One sync untimed, so that neither variant pays for the first incremental run.
    await syncOnce();
    await catchUp();
    for (let round = 0; round < options.rounds; round += 1) {
      // Alternately first, so that neither has the machine's drift to itself.
      for (const variant of round % 2 === 0 ? [syncWithout, syncWith] : [syncWith, syncWithout]) {
        await variant();
      }
    }
    await syncBusy();
  } finally {
    await switchOff();
    await sync.stop();
  }

  const load = os.loadavg()[0]?.toFixed(1);
  const postgres = options.kind === 'postgres';
  const share = median(withAlerts) / median(without);
  const what = `${options.kind}, ${options.world}, one sync of ${size.toLocaleString('en-US')} changes (${options.shape.drops} price drops, ${options.shape.fresh} new listings, ${options.shape.pending} gone Pending), median of ${options.rounds}`;
  return [
    {
      figure: 'Alerts',
      detail: `${what}: the sync with the alerts' workers running as main.ts runs them, against the same sync without alerts`,
      measured: `${seconds(median(withAlerts))} with, ${seconds(median(without))} without: ${(share * 100).toFixed(0)}% (with: ${each(withAlerts)}; without: ${each(without)}; load average ${load})`,
      goal: postgres ? `<= ${GOAL_SHARE * 100}% of without` : 'reported',
      met: postgres ? share <= GOAL_SHARE : null,
    },
    {
      figure: 'Alerts',
      detail: `${what}: every notice written, from the sync's end (its nudge, the fan-out's poll each second, its run)`,
      measured: `${seconds(median(told))} (${each(told)})`,
      goal: postgres ? `< ${GOAL_TOLD_MS / 1000} s` : 'reported',
      met: postgres ? median(told) < GOAL_TOLD_MS : null,
    },
    {
      figure: 'Alerts',
      detail: `${options.kind}, ${options.world}, the same sync once, while the fan-out still writes the previous sync's notices (syncs closer together than a fan-out run)`,
      measured: `${seconds(median(busy))}, ${((median(busy) / median(without)) * 100).toFixed(0)}% of the median without`,
      goal: 'reported',
      met: null,
    },
  ];
};
