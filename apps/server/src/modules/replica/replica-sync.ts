import { limits } from '@rela/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobRow } from '../../db/schema';
import type { Announcer } from '../../platform/cache/cached-reads';
import type { Clock } from '../../platform/clock';
import { saveJobProgress } from '../../platform/jobs';
import { andFilter, eqFilter, isMlsError, type ODataEntity, type ODataPage } from '../mls';
import { checkListedKeys } from './listed-check';
import { arrivedListing, arrivedMedia, mediaFields } from './listing-row';
import { applyOpenHouses, arrivedOpenHouse, openHouseFields } from './open-houses';
import type { FeedQuery, ReplicaFeed } from './replica-feed';
import { applyListings, applyMedia, markGone, onMarketKeys } from './replica.queries';
import { keptErrors, readSyncState, type ResourceCursor, type SyncState } from './sync-state';

export type ReplicaSyncOptions = {
  /** Asked again on each incremental run, so records stamped late or alike are never missed. */
  overlapMs: number;
  /** How often every key is listed, to find listings the feed dropped without a word. */
  reconcileEveryMs: number;
  /** `OriginatingSystemName` every Property query names (MLS Grid asks for it); none when unset. */
  originatingSystem?: string;
  /** The job's lease is extended this far at each committed page. */
  leaseMs: number;
  /** Keys joined by `or` in one query of the listed homes' check (the MLS client's batch). */
  keysPerQuery: number;
};

export const defaultReplicaSyncOptions: ReplicaSyncOptions = {
  overlapMs: 5 * 60_000,
  reconcileEveryMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
  keysPerQuery: limits.propertyBatchSize,
};

export type ReplicaSyncDeps = {
  /** True once the process shuts down: the run ends after the page in hand (the next resumes). */
  stopping?: () => boolean;
  db: Db;
  /** Told of the listings each page wrote, so readers on every instance drop their copies. */
  bus: Announcer;
  feed: ReplicaFeed;
  clock: Clock;
  options: ReplicaSyncOptions;
};

/** The job lost its lease to another instance: this run's uncommitted page is rolled back. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

type Resource = {
  name: 'property' | 'media' | 'openHouse';
  entitySet: string;
  /** A provider may not offer it: a 404 to its first page skips it for the run. */
  optional?: true;
  query: (since: string | undefined) => FeedQuery;
  apply: (
    db: Db,
    bus: Announcer,
    page: ODataEntity[],
    context: { now: Date; baseline: boolean },
  ) => Promise<void>;
};

const sinceFilter = (since: string | undefined) =>
  since === undefined ? [] : [`ModificationTimestamp ge ${since}`];

const resources = (options: ReplicaSyncOptions): Resource[] => {
  const system = options.originatingSystem
    ? [eqFilter('OriginatingSystemName', options.originatingSystem)]
    : [];
  const filterOf = (clauses: string[]) => (clauses.length === 0 ? undefined : andFilter(clauses));
  return [
    {
      name: 'property',
      entitySet: 'Property',
      query: (since) => ({
        filter: filterOf([...system, ...sinceFilter(since)]),
        orderby: 'ModificationTimestamp,ListingKey',
      }),
      apply: (db, bus, page, context) =>
        applyListings(
          db,
          bus,
          page.map(arrivedListing).filter((row) => row !== null),
          context,
        ),
    },
    {
      name: 'media',
      entitySet: 'Media',
      query: (since) => ({
        filter: filterOf(sinceFilter(since)),
        orderby: 'ModificationTimestamp,MediaKey',
        select: mediaFields,
      }),
      apply: (db, bus, page, context) =>
        applyMedia(
          db,
          bus,
          page.map(arrivedMedia).filter((row) => row !== null),
          context,
        ),
    },
    {
      // Open houses come by their own incremental feed, as Media do (ADR 047): a provider stamps
      // an open house when it changes, not its listing, and `$expand` of OpenHouse is not common.
      name: 'openHouse',
      entitySet: 'OpenHouse',
      optional: true,
      query: (since) => ({
        filter: filterOf([...system, ...sinceFilter(since)]),
        orderby: 'ModificationTimestamp,OpenHouseKey',
        select: openHouseFields,
      }),
      apply: (db, _bus, page) =>
        applyOpenHouses(
          db,
          page.map(arrivedOpenHouse).filter((row) => row !== null),
        ),
    },
  ];
};

/** The provider has no such resource: a 404 to its first page. */
const offersNo = (error: unknown) =>
  isMlsError(error) && error.kind === 'rejected' && error.details.status === 404;

const latestStamp = (page: readonly ODataEntity[], mark: string | null) => {
  let latest = mark === null ? Number.NEGATIVE_INFINITY : Date.parse(mark);
  for (const entity of page) {
    const stamp = Date.parse(String(entity.ModificationTimestamp));
    if (stamp > latest) latest = stamp;
  }
  return Number.isFinite(latest) ? new Date(latest).toISOString() : null;
};

/**
 * One run of the replica sync (ADR 021), as the `mls-sync` job: Property, Media, then OpenHouse
 * (ADR 047), page by page by `ModificationTimestamp`. Each page is applied and its cursor saved in the job in one
 * transaction, so a crash resumes from the last committed page; the first run pages through
 * everything, later ones ask from the high-water mark less the overlap. Then the homes on buyers'
 * lists are checked by key (`listed-check.ts`), and, when due, every key is listed and listings
 * the feed dropped are marked off the market.
 */
export const runReplicaSync = async (deps: ReplicaSyncDeps, job: JobRow): Promise<void> => {
  const { db, clock, options } = deps;
  const run = { state: readSyncState(job.payload) };
  const commit = async (next: SyncState, work: (tx: Db) => Promise<void>) => {
    await db.transaction(async (tx) => {
      // A page needs no flush to disk of its own: if the machine dies before the next one, the
      // cursor saved with it is lost too, and the run asks for that page again (idempotent).
      await tx.execute(sql`set local synchronous_commit = off`);
      await work(tx as unknown as Db);
      const leaseUntil = new Date(clock.now().getTime() + options.leaseMs);
      if (!(await saveJobProgress(tx as unknown as Db, job, { payload: next, leaseUntil }))) {
        throw new LeaseLostError('The sync lost its lease; another instance runs it now');
      }
    });
    run.state = next;
  };
  try {
    await commit({ ...run.state, runStartedAt: clock.now().toISOString() }, async () => {});
    await copyChanges(deps, run, commit);
    // A run that went through every page (not one cut short by a shutdown) refreshed the data.
    if (!deps.stopping?.()) {
      await commit({ ...run.state, succeededAt: clock.now().toISOString() }, async () => {});
    }
  } catch (error) {
    if (!(error instanceof LeaseLostError)) await noteFailure(deps, job, run.state, error);
    throw error;
  }
};

type Commit = (next: SyncState, work: (tx: Db) => Promise<void>) => Promise<void>;

/** Keeps the failure in the state for the sync-status call (best effort: the job keeps it too). */
const noteFailure = async (
  { db, clock, options }: ReplicaSyncDeps,
  job: JobRow,
  state: SyncState,
  error: unknown,
) => {
  const now = clock.now();
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const errors = [{ at: now.toISOString(), message }, ...state.errors].slice(0, keptErrors);
  const leaseUntil = new Date(now.getTime() + options.leaseMs);
  await saveJobProgress(db, job, { payload: { ...state, errors }, leaseUntil }).catch(
    () => undefined,
  );
};

/**
 * The pages of this run: Property, Media and OpenHouse, then the listed homes' check, then (when
 * due) the key reconciliation.
 */
const copyChanges = async (
  { db, bus, feed, clock, options, stopping }: ReplicaSyncDeps,
  run: { state: SyncState },
  commit: Commit,
) => {
  // The first copy takes Media first, so each listing is then written once with its photos.
  const inOrder = run.state.baseline ? resources(options).reverse() : resources(options);
  for (const resource of inOrder) {
    const cursor: ResourceCursor = run.state[resource.name];
    const since =
      cursor.mark === null
        ? undefined
        : new Date(Date.parse(cursor.mark) - options.overlapMs).toISOString();
    const first = cursor.next ?? feed.firstUrl(resource.entitySet, resource.query(since));
    let coming: Promise<ODataPage> | undefined = ahead(feed.page(first));
    let firstPage = true;
    while (coming !== undefined) {
      let page: ODataPage;
      try {
        page = await coming;
      } catch (error) {
        if (resource.optional && firstPage && offersNo(error)) break;
        throw error;
      }
      firstPage = false;
      // The next page travels while this one is applied; it is read only after this one commits.
      coming = page.nextLink === undefined ? undefined : ahead(feed.page(page.nextLink));
      const now = clock.now();
      const { state } = run;
      const mark = latestStamp(page.value, state[resource.name].mark);
      const next: SyncState = {
        ...state,
        [resource.name]: { mark, next: page.nextLink ?? null },
      };
      await commit(next, (tx) =>
        resource.apply(tx, bus, page.value, { now, baseline: state.baseline }),
      );
      if (stopping?.()) return;
    }
  }

  const { state } = run;
  const now = clock.now();
  if (state.baseline) {
    // The first full copy is the baseline: nothing has left the feed that it did not see.
    await commit({ ...state, baseline: false, reconciledAt: now.toISOString() }, async () => {});
    await db.execute(sql`analyze ${replicaTables}`);
    return;
  }
  // The homes on buyers' lists are asked for by key on every run (REQ-MLS-OFF-MARKET).
  await checkListedKeys(
    {
      db,
      bus,
      feed,
      clock,
      keysPerQuery: options.keysPerQuery,
      ...(options.originatingSystem ? { originatingSystem: options.originatingSystem } : {}),
    },
    (work) => commit(run.state, work),
  );
  if (stopping?.()) return;
  const lastReconciled = state.reconciledAt === null ? 0 : Date.parse(state.reconciledAt);
  if (now.getTime() - lastReconciled < options.reconcileEveryMs) return;
  const inFeed = await listFeedKeys(feed, options);
  const held = await onMarketKeys(db);
  const gone = held.filter((key) => !inFeed.has(key));
  await commit({ ...run.state, reconciledAt: now.toISOString() }, (tx) =>
    markGone(tx, bus, gone, now),
  );
  await db.execute(sql`vacuum (analyze) ${replicaTables}`);
};

/**
 * The replica's tables, whose statistics are made after the first copy, and which are vacuumed
 * and analysed after each hourly reconciliation. PGlite has no autovacuum: without statistics its
 * planner reads every address word for each word a search types (the search's free text 11/s
 * instead of 25/s at 20,000 listings), and without a vacuum the sync's updates leave dead rows,
 * and pages that a search's index-only scans must read in the table (docs/performance.md,
 * Search). On PostgreSQL it brings autovacuum forward, which waits for a fifth of the rows to
 * change. The first copy is analysed only: its vacuum cost a fifth of the copy's time at 100,000
 * listings.
 */
const replicaTables = sql.raw(
  'replica_listings, replica_listing_cards, replica_media, replica_search_words, replica_events, replica_open_houses',
);

/** A page asked for ahead: its failure is seen when it is awaited, never as an unhandled one. */
const ahead = <T>(page: Promise<T>): Promise<T> => {
  page.catch(() => undefined);
  return page;
};

/** Every listing key the feed holds now (a reconciliation's one pass, not checkpointed). */
const listFeedKeys = async (feed: ReplicaFeed, options: ReplicaSyncOptions) => {
  const keys = new Set<string>();
  let url: string | undefined = feed.firstUrl('Property', {
    ...(options.originatingSystem
      ? { filter: eqFilter('OriginatingSystemName', options.originatingSystem) }
      : {}),
    orderby: 'ListingKey',
    select: ['ListingKey'],
  });
  while (url !== undefined) {
    const page = await feed.page(url);
    for (const entity of page.value) {
      if (typeof entity.ListingKey === 'string') keys.add(entity.ListingKey);
    }
    url = page.nextLink;
  }
  return keys;
};
