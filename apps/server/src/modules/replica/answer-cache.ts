import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createBoundedCache, type BoundedCache } from '../../platform/cache/bounded-cache';
import {
  createLocalInvalidationBus,
  type InvalidationBus,
} from '../../platform/cache/invalidation-bus';
import {
  createReadCache,
  READ_CACHE_TTL_MS,
  type ReadCache,
} from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import { perListingBus, REPLICA_LISTINGS_TOPIC } from './listing-changes';

/** The encodings an answer is kept in beside its JSON, as the compression plugin makes them. */
export type AnswerEncoding = 'br' | 'gzip';

/** An answer's UTF-8 JSON, and the same compressed (each made once, when first asked for). */
export type AnswerBody = { json: Buffer; encoded: (encoding: AnswerEncoding) => Buffer };

/** @fastify/compress's own brotli settings (quality 4: fast enough to make on a request). */
const brotli = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

export const answerBody = (json: Buffer): AnswerBody => {
  const made = new Map<AnswerEncoding, Buffer>();
  return {
    json,
    encoded: (encoding) => {
      let bytes = made.get(encoding);
      if (!bytes) {
        bytes = encoding === 'br' ? brotliCompressSync(json, brotli) : gzipSync(json);
        made.set(encoding, bytes);
      }
      return bytes;
    },
  };
};

/** An answer as made, and whether it may be kept (false: it holds something not from the replica). */
export type MadeAnswer<V> = { value: V; keep: boolean };

/**
 * Answers of batch reads by call (route and arguments), made once and kept while none of the
 * listings they were made of is written and the sync stands where it stood (`pass`: a new one
 * drops every answer): `make` is run when the call is not kept.
 */
export type AnswerCache = <V>(
  pass: string,
  call: string,
  listingKeys: readonly string[],
  make: () => Promise<MadeAnswer<V>>,
) => Promise<V>;

/** The local topic on which a written listing drops the answers made of it. */
const ANSWERS_TOPIC = 'answers';
/** Listings whose answers are remembered (a dashboard names 50): thousands of dashboards. */
const LISTINGS_TRACKED = 200_000;

/** The answers made under one sync pass, and the calls made of each listing. */
type Generation = {
  pass: string;
  calls: InvalidationBus;
  cache: ReadCache<MadeAnswer<unknown>>;
  callsOf: BoundedCache<string, Set<string>>;
};

const generation = (pass: string, clock: Clock): Generation => {
  // Its own local bus: the generation and everything it kept go together when the pass moves on.
  const calls = createLocalInvalidationBus();
  return {
    pass,
    calls,
    cache: createReadCache<MadeAnswer<unknown>>({
      bus: calls,
      topic: ANSWERS_TOPIC,
      clock,
      keeps: (made) => made.keep,
    }),
    // Outlives every answer kept of a listing, so a written listing always finds its calls.
    callsOf: createBoundedCache({ max: LISTINGS_TRACKED, clock, ttlMs: 2 * READ_CACHE_TTL_MS }),
  };
};

/**
 * The replica's answers kept in memory (ADR 036), by the server's read cache (ADR 018): per call,
 * a load under way during a change is answered but not kept, nothing is kept for a quiet time
 * after a change, concurrent calls share one load, and a copy lives at most 30 s. A write to
 * `replica_listings` names its listings on the bus (every instance hears it); each instance drops
 * the calls it made of those listings. Without a bus nothing is kept and every call is made anew.
 */
export const createAnswerCache = ({
  bus,
  clock,
}: {
  bus: InvalidationBus | undefined;
  clock: Clock;
}): AnswerCache => {
  if (!bus) return async (_pass, _call, _keys, make) => (await make()).value;
  let current: Generation | undefined;
  perListingBus(bus).subscribe(REPLICA_LISTINGS_TOPIC, (listingKey) => {
    const made = current?.callsOf.get(listingKey);
    if (!current || !made) return;
    current.callsOf.delete(listingKey);
    for (const call of made) current.calls.publish(ANSWERS_TOPIC, call);
  });
  return async <V>(
    pass: string,
    call: string,
    listingKeys: readonly string[],
    make: () => Promise<MadeAnswer<V>>,
  ) => {
    if (current?.pass !== pass) current = generation(pass, clock);
    const { cache, callsOf } = current;
    // Tracked before the load reads anything, so a write during the load keeps it from being kept.
    const made = await cache.get(call, () => {
      for (const listingKey of listingKeys) {
        // Set again each time, so the entry lives as long as the newest answer made of it.
        callsOf.set(listingKey, (callsOf.get(listingKey) ?? new Set()).add(call));
      }
      return make();
    });
    return made.value as V;
  };
};
