import type { RawProperty } from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Announcer } from '../../platform/cache/cached-reads';
import type { Clock } from '../../platform/clock';
import {
  fetchInBatches,
  type MlsCallOptions,
  type MlsTransport,
  toRawProperty,
  andFilter,
  eqFilter,
  orFilter,
  type ODataEntity,
} from '../mls';
import { arrivedListing, arrivedMedia, leftTheFeed, mediaFields } from './listing-row';
import { confirmListings } from './replica-reads.queries';
import { applyListings, applyMedia, markGone } from './replica.queries';
import { readSyncPass } from './sync-pass';

export type LiveFillDeps = {
  db: Db;
  /** Told of the listings a fill wrote (ADR 036). */
  bus: Announcer;
  /** The live client's transport: its token, timeouts, retries and circuit breaker. */
  transport: MlsTransport;
  clock: Clock;
  /** `OriginatingSystemName` every Property query names (MLS Grid asks for it). */
  originatingSystem?: string;
  propertyBatchSize: number;
  mediaBatchSize: number;
};

/** The MLS's answer for one key: its record, and whether it is still on the market. */
export type LiveAnswer = { raw: RawProperty; onMarket: boolean };

/** Batches in flight at once, as the live client. */
const CONCURRENCY = 3;

const keysFilter = (field: string, keys: readonly string[]) =>
  orFilter(keys.map((key) => eqFilter(field, key)));

/**
 * Fetches listings live, whole records and their photos, and stores them in the replica as a sync
 * page would be stored (ADR 021): the same upserts, so the sync's next pass finds the same
 * `ModificationTimestamp` and changes nothing; events only once the sync's first copy is done (the
 * sync would have made them). A listing already held and unchanged is confirmed as of now; one held
 * that the MLS no longer has is marked off the market. Concurrent fills of one key share one request.
 */
export const createLiveFill = (deps: LiveFillDeps) => {
  const { db, bus, transport, clock } = deps;
  const system = deps.originatingSystem
    ? [eqFilter('OriginatingSystemName', deps.originatingSystem)]
    : [];
  const batching = (size: number) => {
    let current = size;
    return {
      size: () => current,
      shrink: (smaller: number) => (current = Math.max(1, Math.min(current, smaller))),
      concurrency: CONCURRENCY,
    };
  };
  const propertyBatches = batching(deps.propertyBatchSize);
  const mediaBatches = batching(deps.mediaBatchSize);

  const fetchListings = (keys: readonly string[], call: MlsCallOptions) =>
    fetchInBatches(keys, propertyBatches, (batch) =>
      transport.query(
        'Property',
        { filter: andFilter([...system, keysFilter('ListingKey', batch)]), top: batch.length },
        call,
      ),
    );
  const fetchMedia = (keys: readonly string[], call: MlsCallOptions) =>
    fetchInBatches(keys, mediaBatches, (batch) =>
      transport.query(
        'Media',
        {
          filter: keysFilter('ResourceRecordKey', batch),
          select: mediaFields,
          orderby: 'ResourceRecordKey,Order',
        },
        call,
      ),
    );

  const run = async (
    keys: readonly string[],
    call: MlsCallOptions,
  ): Promise<Map<string, LiveAnswer>> => {
    const entities = (await fetchListings(keys, call)).filter(
      (entity: ODataEntity) =>
        typeof entity.ListingKey === 'string' && keys.includes(entity.ListingKey),
    );
    const arrived = entities.map(arrivedListing).filter((row) => row !== null);
    const storable = arrived.map((row) => row.listingKey);
    const media = storable.length > 0 ? await fetchMedia(storable, call) : [];
    const now = clock.now();
    const answered = new Map<string, LiveAnswer>();
    for (const entity of entities) {
      const raw = toRawProperty(entity);
      if (raw) answered.set(raw.ListingKey, { raw, onMarket: !leftTheFeed(entity) });
    }
    const { baseline } = await readSyncPass(db);
    await db.transaction(async (tx) => {
      const inTx = tx as unknown as Db;
      await applyListings(inTx, bus, arrived, { now, baseline });
      await confirmListings(inTx, bus, storable, now);
      await applyMedia(
        inTx,
        bus,
        media.map(arrivedMedia).filter((row) => row !== null),
        { baseline },
      );
      await markGone(
        inTx,
        bus,
        keys.filter((key) => !answered.has(key)),
        now,
      );
    });
    return answered;
  };

  const inFlight = new Map<string, Promise<Map<string, LiveAnswer>>>();

  /**
   * The MLS's answers for these keys (a key it does not have is absent), each stored when it can
   * be; `call` bounds the requests (the live client's budget when not given).
   */
  return async (
    keys: readonly string[],
    call: MlsCallOptions = {},
  ): Promise<Map<string, LiveAnswer>> => {
    const mine = [...new Set(keys)].filter((key) => !inFlight.has(key));
    const waits = new Set(keys.flatMap((key) => inFlight.get(key) ?? []));
    if (mine.length > 0) {
      const own = run(mine, call);
      for (const key of mine) inFlight.set(key, own);
      waits.add(own);
      own
        .finally(() => {
          for (const key of mine) if (inFlight.get(key) === own) inFlight.delete(key);
        })
        .catch(() => undefined);
    }
    const answers = new Map<string, LiveAnswer>();
    for (const result of await Promise.all(waits)) {
      for (const [key, answer] of result) answers.set(key, answer);
    }
    return answers;
  };
};

export type LiveFill = ReturnType<typeof createLiveFill>;
