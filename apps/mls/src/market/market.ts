import type { Clock } from '../clock';
import { createRandom } from '../dataset/random';
import type { MarketStatus } from '../dataset/types';
import type { PropertyRow, Store } from '../resources/store';
import { changeFor, eligible, eventWeights, type EventKind } from './events';
import { newListing } from './new-listing';

export type MarketOptions = {
  /** Events per hour on average; 0 keeps the market still. */
  eventsPerHour: number;
  /** The same seed and elapsed time give the same events. */
  seed: number;
  clock: Clock;
  /** When the market opens (the first event comes within one interval after); the clock's now by default. */
  opensAt?: Date;
};

/** One event that happened: for logs and tests. */
export type MarketEvent = { at: string; kind: EventKind; listingKey: string };

/** How many past events `events()` keeps. */
const keptEvents = 1000;

/** How many random listings an event looks at before it gives up (the event then does nothing). */
const probes = 64;

/**
 * A market that moves: event `i` happens at a seeded moment of the `i`-th interval after the market
 * opened (`3600 s / eventsPerHour` long) and picks its kind and listing from a generator seeded with
 * the seed and `i`. Events are applied when the server next answers (`catchUp`), stamped with their
 * own moment, so what a client sees depends only on the seed, the elapsed time and the dev changes.
 */
export const createMarket = (store: Store, options: MarketOptions) => {
  const opensAt = (options.opensAt ?? options.clock.now()).getTime();
  const interval = options.eventsPerHour > 0 ? 3_600_000 / options.eventsPerHour : Infinity;
  const happened: MarketEvent[] = [];
  let next = 0;

  const randomOf = (index: number) => createRandom(`${options.seed}:market:${index}`);
  const momentOf = (index: number) =>
    Math.floor(opensAt + (index + randomOf(index).next()) * interval);

  const pick = (random: ReturnType<typeof createRandom>, statuses: readonly MarketStatus[]) => {
    const all = store.all;
    for (let attempt = 0; attempt < probes && all.length > 0; attempt += 1) {
      const row = all[random.int(0, all.length - 1)] as PropertyRow;
      const onMarket = store.property(row.ListingKey) !== undefined && row.MlgCanView;
      if (onMarket && (statuses as readonly string[]).includes(row.StandardStatus)) return row;
    }
    return undefined;
  };

  const apply = (index: number) => {
    const random = randomOf(index);
    const at = new Date(Math.floor(opensAt + (index + random.next()) * interval));
    const kind = random.weighted(eventWeights);
    if (kind === 'new-listing') {
      const record = newListing(
        `${options.seed}:market:${index}:listing`,
        at,
        store.has,
        random.chance(0.8) ? 'Active' : 'Coming Soon',
      );
      store.add(record, at);
      return { at: at.toISOString(), kind, listingKey: record.ListingKey };
    }
    const row = pick(random, eligible[kind]);
    if (!row) return undefined;
    if (kind === 'delisted') store.delist(row.ListingKey, at);
    else store.change(row.ListingKey, changeFor(kind, row, random), at);
    return { at: at.toISOString(), kind, listingKey: row.ListingKey };
  };

  return {
    /** Applies every event due by the clock's now; returns those it applied. */
    catchUp: (): MarketEvent[] => {
      const now = options.clock.now().getTime();
      const applied: MarketEvent[] = [];
      while (momentOf(next) <= now) {
        const event = apply(next);
        next += 1;
        if (event) applied.push(event);
      }
      happened.push(...applied);
      happened.splice(0, Math.max(0, happened.length - keptEvents));
      return applied;
    },
    /** The last events applied (up to 1,000), oldest first. */
    events: (): readonly MarketEvent[] => happened,
  };
};

export type Market = ReturnType<typeof createMarket>;
