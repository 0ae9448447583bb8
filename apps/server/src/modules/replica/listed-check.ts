import type { Db } from '../../db/client';
import type { Announcer } from '../../platform/cache/cached-reads';
import type { Clock } from '../../platform/clock';
import { fetchInBatches, andFilter, eqFilter, orFilter, collectPages } from '../mls';
import { arrivedListing } from './listing-row';
import type { ReplicaFeed } from './replica-feed';
import { applyListings, heldStamps, listedOnMarketKeys, markGone } from './replica.queries';

/** Key queries under way at once (each a small page). */
const CONCURRENCY = 4;

export type ListedCheckDeps = {
  db: Db;
  bus: Announcer;
  feed: ReplicaFeed;
  clock: Clock;
  /** Most keys joined by `or` in one query (halved when the provider answers TooManyClauses). */
  keysPerQuery: number;
  originatingSystem?: string;
};

/** Pages one key query may take (each asks for at most `keysPerQuery` listings). */
const MAX_PAGES = 100;

/**
 * The homes on buyers' lists, checked against the feed on every run of the sync
 * (REQ-MLS-OFF-MARKET, ADR 021's amendment): the keys the replica holds as on the market are asked
 * for by key, their key and modification time only. A key the feed no longer answers left the
 * market (a provider that drops records), and is marked so with its `off_market` event at once
 * rather than at the hourly reconciliation; a key whose record is newer than the replica's copy
 * (flagged, or stamped too late for the run's window) is read whole and applied as a page of the
 * window is. `commit` writes both in one transaction.
 */
export const checkListedKeys = async (
  { db, bus, feed, clock, keysPerQuery, originatingSystem }: ListedCheckDeps,
  commit: (work: (tx: Db) => Promise<void>) => Promise<void>,
) => {
  const keys = await listedOnMarketKeys(db);
  if (keys.length === 0) return;
  const filterOf = (batch: readonly string[]) => {
    const anyKey = orFilter(batch.map((key) => eqFilter('ListingKey', key)));
    return originatingSystem
      ? andFilter([eqFilter('OriginatingSystemName', originatingSystem), anyKey])
      : anyKey;
  };
  let size = keysPerQuery;
  const byKeys = (batch: readonly string[], select?: string[]) =>
    fetchInBatches(
      batch,
      {
        size: () => size,
        shrink: (smaller) => (size = Math.max(1, Math.min(size, smaller))),
        concurrency: CONCURRENCY,
      },
      (part) =>
        collectPages(
          feed.firstUrl('Property', { filter: filterOf(part), ...(select ? { select } : {}) }),
          feed.page,
          // The feed's pages already carry their next link resolved.
          { maxPages: MAX_PAGES, resolveNext: (link) => link },
        ),
    );
  const present = new Map<string, number>();
  for (const entity of await byKeys(keys, ['ListingKey', 'ModificationTimestamp'])) {
    if (typeof entity.ListingKey !== 'string') continue;
    present.set(entity.ListingKey, Date.parse(String(entity.ModificationTimestamp)));
  }
  const gone = keys.filter((key) => !present.has(key));
  const held = await heldStamps(db, [...present.keys()]);
  const newer = [...present]
    .filter(([key, stamp]) => stamp > (held.get(key)?.getTime() ?? Number.POSITIVE_INFINITY))
    .map(([key]) => key);
  const records = newer.length === 0 ? [] : await byKeys(newer);
  if (gone.length === 0 && records.length === 0) return;
  const now = clock.now();
  await commit(async (tx) => {
    const arrived = records.map(arrivedListing).filter((row) => row !== null);
    await applyListings(tx, bus, arrived, { now, baseline: false });
    await markGone(tx, bus, gone, now);
  });
};
