import type { Listing, ListingRecord } from '@rela/contracts';
import { createBoundedCache } from '../../platform/cache/bounded-cache';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import { READ_CACHE_QUIET_MS, READ_CACHE_TTL_MS } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import { REPLICA_LISTINGS_TOPIC } from '../replica';

/**
 * What a search found, the same for every caller of its audience (a buyer's and a realtor's are
 * kept apart: a buyer's never holds a withheld listing): its page of listings, how many match, and
 * per listing the fields the display rules read (`displayFieldsOf` its card) and when its facts
 * were last obtained (ms). Each caller's items (address display, mark, attribution) and the
 * page's disclaimers are made from them by the display policy (ADR 048).
 */
export type FoundListings = {
  listings: Listing[];
  total: number;
  displayFields: Readonly<Record<string, ListingRecord>>;
  syncedAt: Readonly<Record<string, number>>;
};

/**
 * Search answers kept by query (ADR 023, third amendment), without what is the caller's own
 * (`inMyList`, asked each time): `find` is run when the query is neither kept nor being found
 * for another caller.
 */
export type SearchAnswers = (
  query: string,
  find: () => Promise<FoundListings>,
) => Promise<FoundListings>;

/** Answers kept at once: a page of 24 is about 10 KB, so a few megabytes. */
const MAX_ANSWERS = 500;

/**
 * The searches' answers kept in memory, by the server's bounded cache (lru-cache, ADR 018): any
 * write to `replica_listings` (named on the bus by every write path, ADR 036, on every instance)
 * may move any search, so each message drops every answer; callers of a query being made wait
 * for it (each is then asked their own); a search under way when a write is heard is answered but
 * not kept, and nothing is kept for a quiet time after one (a write is announced
 * right after its statement, maybe before its commit); an answer lives at most 30 s (a lost
 * message). While the sync writes, searches are therefore made anew. Without a bus (PostgreSQL
 * without Redis: other instances' writes unheard) nothing is kept.
 */
export const createSearchAnswers = ({
  bus,
  clock,
}: {
  bus: InvalidationBus | undefined;
  clock: Clock;
}): SearchAnswers => {
  if (!bus) return (_query, find) => find();
  const kept = createBoundedCache<string, FoundListings>({
    max: MAX_ANSWERS,
    clock,
    ttlMs: READ_CACHE_TTL_MS,
  });
  // Searches being made, which callers of the same query wait for instead of making it again.
  const finding = new Map<string, Promise<FoundListings>>();
  // How many writes were heard, and when the last one was.
  let changes = 0;
  let changedAt = -Infinity;
  bus.subscribe(REPLICA_LISTINGS_TOPIC, () => {
    changes += 1;
    changedAt = clock.now().getTime();
    kept.clear();
    finding.clear();
  });
  return async (query, find) => {
    const known = kept.get(query) ?? finding.get(query);
    if (known) return known;
    if (clock.now().getTime() - changedAt < READ_CACHE_QUIET_MS) return find();
    const before = changes;
    const made = find();
    finding.set(query, made);
    try {
      const found = await made;
      if (changes === before) kept.set(query, found);
      return found;
    } finally {
      if (finding.get(query) === made) finding.delete(query);
    }
  };
};
