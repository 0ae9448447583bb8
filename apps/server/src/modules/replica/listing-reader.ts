import {
  displayFieldsOf,
  isClient,
  rawWithoutStreet,
  type ListingDisplay,
  type ListingFreshness,
  type ListingRecord,
  type RawProperty,
  type Role,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import { createBoundedCache } from '../../platform/cache/bounded-cache';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Clock } from '../../platform/clock';
import type { DisplayPolicy } from '../compliance';
import { type AddressLookupResult, type MlsClient, isMlsError, toRawProperty } from '../mls';
import { answerBody, createAnswerCache, type AnswerBody } from './answer-cache';
import { createLiveFill, type LiveAnswer } from './live-fill';
import { findAddressInReplica } from './replica-address';
import { answerPhotoUrls } from './photos/photo-urls';
import { heldMediaUrls, heldRecords, heldRows, type HeldRow } from './replica-reads.queries';
import { confirmedAtOf, readSyncPass, type SyncPass } from './sync-pass';

export type ListingReaderSettings = {
  propertyBatchSize: number;
  mediaBatchSize: number;
  /**
   * Facts not confirmed against the MLS for this long are asked again (MLS_CACHE_TTL_SECONDS): with
   * a sync running they never are; without one (or while it fails) the replica is a cache.
   */
  staleAfterMs: number;
  originatingSystem?: string;
  /** PRODUCT_SLUG: the photos' URLs are the API's (`/api/{product}/photos/…`, ADR 046). */
  product: string;
  /** The MLS display rules (ADR 048): each answer's attribution, disclaimer and stale mark. */
  display: DisplayPolicy;
};

export type ListingReaderDeps = {
  db: Db;
  /**
   * The bus writes to the replica announce their listings on (ADR 036): with one, held rows are
   * kept in memory until a write names them; without, every read asks the database.
   */
  bus: InvalidationBus | undefined;
  /** The live client underneath: a key the replica lacks is asked through it. */
  live: MlsClient;
  clock: Clock;
  settings: ListingReaderSettings;
};

/** The raw records of the keys that have one, in the order asked, with each one's freshness. */
export type ListingsRead = {
  value: RawProperty[];
  freshness: Record<string, ListingFreshness>;
  /** Each one's attribution, disclaimer and address display (ADR 048). */
  display: Record<string, ListingDisplay>;
};

/**
 * The MLS as Rela reads it (ADR 021): the replica first, the MLS only for what it lacks. Its
 * `MlsClient` calls are strict: a key the replica lacks while the MLS is down fails the call (it
 * cannot be told absent). `readProperties` and `readPhotos`, the browser's, answer what is held;
 * the facts as a caller of `role` may see them (a buyer's without the street and coordinates of a
 * listing whose seller opted out of address display, REQ-DISPLAY-ADDRESS, and without any listing
 * whose seller opted out of internet display, REQ-DISPLAY-WITHHELD: a realtor's marks it).
 */
export type ListingReader = MlsClient & {
  readProperties: (keys: readonly string[], role: Role) => Promise<ListingsRead>;
  readPhotos: (
    keys: readonly string[],
    perListing: number,
    role: Role,
  ) => Promise<Record<string, string[]>>;
  /**
   * The browser's batch answers as UTF-8 JSON, `{ value, freshness }` and `{ images }` (ADR 036):
   * made from each record's JSON kept beside its normalised record, and kept as bytes while the
   * held rows they were made of are (`answer-cache.ts`).
   */
  readPropertiesBody: (keys: readonly string[], role: Role) => Promise<AnswerBody>;
  readPhotosBody: (keys: readonly string[], perListing: number, role: Role) => Promise<AnswerBody>;
};

/** Keys the MLS answered that the replica cannot hold (or does not have): remembered briefly. */
type Remembered = { answer: LiveAnswer | null; at: Date };

/** A key the MLS does not have is remembered for a fifth of the stale time, as the live client does. */
const ABSENT_SHARE = 5;

const unique = (keys: readonly string[]) => [...new Set(keys)];
/** Where the sync stands, as far as an answer is concerned: a new stamp makes answers again. */
const passStamp = (pass: SyncPass) =>
  `${pass.replicating}|${pass.baseline}|${pass.confirmedAt?.getTime() ?? ''}`;
const PASS_TTL_MS = 1_000;
/** Normalised records kept (about 2 KB each with their JSON): a few thousand dashboards' homes. */
const RECORDS_KEPT = 10_000;

/**
 * A held record as the browser gets it, and its JSON, for the record's `ModificationTimestamp`;
 * `record`: the provider's fields the display rules read, and only those (ADR 048).
 */
type Normalised = {
  modifiedAt: number;
  raw: RawProperty | null;
  json: string;
  record: ListingRecord;
};
/** Budget of asking again for facts the replica holds (a slow MLS must not hold a dashboard up). */
const REFRESH_BUDGET_MS = 3_000;

type Resolved = {
  pass: SyncPass;
  held: Map<string, HeldRow>;
  remembered: Map<string, Remembered>;
};

export const createListingReader = ({
  db,
  bus,
  live,
  clock,
  settings,
}: ListingReaderDeps): ListingReader => {
  const fill = createLiveFill({ db, bus, transport: live.transport, clock, ...settings });
  const answers = createAnswerCache({ bus, clock });
  const memory = createBoundedCache<string, Remembered>({ max: 20_000, clock });
  /**
   * Where the sync stands (and its stamp), read at most once a second (a dashboard asks for facts
   * and photos).
   */
  const passes = createBoundedCache<'pass', { pass: SyncPass; stamp: string }>({
    max: 1,
    clock,
    ttlMs: PASS_TTL_MS,
  });
  const stampedPass = async () => {
    const known = passes.get('pass');
    if (known) return known;
    const pass = await readSyncPass(db);
    const stamped = { pass, stamp: passStamp(pass) };
    passes.set('pass', stamped);
    return stamped;
  };
  const syncPass = async () => (await stampedPass()).pass;
  /**
   * Normalising, validating and serialising 50 records was most of a dashboard's read: each held
   * record is normalised once per `ModificationTimestamp` (a record changes only with it, ADR 021),
   * so no invalidation is needed: the held row tells each key's time.
   */
  const normalised = createBoundedCache<string, Normalised>({ max: RECORDS_KEPT });
  const normalise = (record: Record<string, unknown>, modifiedAt: Date): Normalised => {
    const raw = toRawProperty(record);
    return {
      modifiedAt: modifiedAt.getTime(),
      raw,
      json: raw ? JSON.stringify(raw) : 'null',
      record: displayFieldsOf(record),
    };
  };
  /** Each held listing's record as the browser gets it: kept ones as they are, the rest read once. */
  const recordsOf = async (held: Map<string, HeldRow>) => {
    const records = new Map<string, Normalised>();
    const read: string[] = [];
    for (const row of held.values()) {
      const known = normalised.get(row.listingKey);
      if (known?.modifiedAt === row.modifiedAt.getTime()) records.set(row.listingKey, known);
      else read.push(row.listingKey);
    }
    for (const { listingKey, record, modifiedAt } of await heldRecords(db, read)) {
      const fresh = normalise(record, modifiedAt);
      normalised.set(listingKey, fresh);
      records.set(listingKey, fresh);
    }
    return records;
  };
  const confirmedAt = (row: HeldRow, pass: SyncPass) => confirmedAtOf(row.syncedAt, pass);

  /**
   * The held listings of these keys, after asking the MLS once for those the replica lacks (and
   * for those not confirmed for too long). With the MLS down, what is held answers as it is; a key
   * not held fails the call when `strict`, or when nothing at all can be answered.
   */
  const resolve = async (keys: readonly string[], strict: boolean): Promise<Resolved> => {
    const wanted = unique(keys);
    const pass = await syncPass();
    let held = await heldRows(db, wanted);
    const now = clock.now().getTime();
    const missing = wanted.filter((key) => !held.has(key) && !memory.has(key));
    const stale = [...held.values()]
      .filter((row) => now - confirmedAt(row, pass).getTime() > settings.staleAfterMs)
      .map((row) => row.listingKey);
    if (missing.length + stale.length > 0) {
      try {
        // Facts already held only wait a short while: past it they are answered as they are.
        const answers = await fill(
          [...missing, ...stale],
          missing.length > 0 ? {} : { timeoutMs: REFRESH_BUDGET_MS },
        );
        held = await heldRows(db, wanted);
        for (const key of missing.filter((item) => !held.has(item))) {
          const answer = answers.get(key) ?? null;
          const ttl = answer ? settings.staleAfterMs : settings.staleAfterMs / ABSENT_SHARE;
          memory.set(key, { answer, at: clock.now() }, { ttl: Math.max(1, Math.ceil(ttl)) });
        }
      } catch (error) {
        if (!isMlsError(error)) throw error;
        const unknown = missing.filter((key) => !held.has(key));
        if (unknown.length > 0 && (strict || held.size === 0)) throw error;
      }
    }
    const remembered = new Map(
      wanted.flatMap((key) => {
        const item = held.has(key) ? undefined : memory.get(key);
        return item ? [[key, item] as const] : [];
      }),
    );
    return { pass, held, remembered };
  };

  /** The facts of these keys as a caller of `role` may see them, after `resolve`. */
  const propertiesOf = async (
    { pass, held, remembered }: Resolved,
    keys: readonly string[],
    role: Role,
  ) => {
    const records = await recordsOf(held);
    const value: RawProperty[] = [];
    const json: string[] = [];
    const freshness: Record<string, ListingFreshness> = {};
    const display: Record<string, ListingDisplay> = {};
    const now = clock.now();
    for (const key of unique(keys)) {
      const row = held.get(key);
      const known = row ? records.get(key) : undefined;
      const raw = row ? (known?.raw ?? null) : (remembered.get(key)?.answer?.raw ?? null);
      if (!raw) continue;
      const record = known?.record ?? raw;
      // A listing its seller keeps off the internet is, for a buyer, one the MLS never had; a
      // realtor (or a role above) gets it marked (REQ-DISPLAY-WITHHELD).
      const withheld = settings.display.withheld(record);
      if (withheld && isClient(role)) continue;
      // The compliance module decides how the address reaches this caller (REQ-DISPLAY-ADDRESS).
      const addressDisplay = settings.display.addressDisplayOf(record, role);
      if (addressDisplay === 'on-request') {
        const shown = rawWithoutStreet(raw);
        value.push(shown);
        json.push(JSON.stringify(shown));
      } else {
        value.push(raw);
        json.push(known?.json ?? JSON.stringify(raw));
      }
      const at = row ? confirmedAt(row, pass) : (remembered.get(key) as Remembered).at;
      freshness[key] = {
        confirmedAt: at.toISOString(),
        onMarket: row
          ? row.onMarket
          : ((remembered.get(key) as Remembered).answer?.onMarket ?? false),
        ...(settings.display.isStale(record, at, now) ? { stale: true } : {}),
      };
      display[key] = {
        ...settings.display.displayOf(record, at),
        ...(addressDisplay ? { addressDisplay } : {}),
        ...(withheld ? { notForClients: true as const } : {}),
      };
    }
    return { value, freshness, display, json };
  };

  /**
   * Photos from the replica. While the sync's first copy is under way a listing may be held before
   * its photos are; those, and listings the MLS answered but the replica cannot hold, are asked
   * through the live client (and its cache). `answer`: each as Rela serves it, never the MLS's URL
   * (ADR 046; one asked live is a waiting photo); `source`: the MLS's own, for the server's use.
   */
  const photosOf = async (
    { pass, held, remembered }: Resolved,
    keys: readonly string[],
    perListing: number,
    strict: boolean,
    form: 'answer' | 'source' = 'answer',
    role: Role = 'realtor',
  ) => {
    const photos: Record<string, string[]> = {};
    const ask: string[] = [];
    const sources =
      form === 'source' ? await heldMediaUrls(db, [...held.keys()]) : new Map<string, string[]>();
    // A listing its seller keeps off client display has no photos for a buyer, as a key the MLS
    // never had (REQ-DISPLAY-WITHHELD).
    const client = isClient(role);
    for (const key of unique(keys)) {
      const row = held.get(key);
      const fromMls = remembered.get(key)?.answer?.raw;
      if (client && (row ? !row.entireDisplay : fromMls && settings.display.withheld(fromMls))) {
        photos[key] = [];
        continue;
      }
      const pending = row && pass.replicating && pass.baseline && row.photos.length === 0;
      if (row && !pending) {
        const shown = row.photos.slice(0, perListing);
        photos[key] =
          form === 'answer'
            ? answerPhotoUrls(settings.product, shown)
            : (sources.get(key) ?? []).slice(0, shown.length);
      } else if (pending || remembered.get(key)?.answer) ask.push(key);
      else photos[key] = [];
    }
    if (ask.length > 0) {
      try {
        const asked = await live.getMedia(ask, perListing);
        for (const [key, urls] of Object.entries(asked)) {
          photos[key] = form === 'answer' ? answerPhotoUrls(settings.product, urls) : urls;
        }
      } catch (error) {
        if (strict || !isMlsError(error)) throw error;
        for (const key of ask) photos[key] = [];
      }
    }
    return {
      photos: Object.fromEntries(unique(keys).map((key) => [key, photos[key] ?? []])),
      /** True when some were asked live (not the replica's: not to be kept). */
      live: ask.length > 0,
    };
  };

  const readFacts = async (keys: readonly string[], strict: boolean, role: Role) =>
    propertiesOf(await resolve(keys, strict), keys, role);
  // The server's own reads (the assistant's, the reports') get the record whole.
  const getPropertiesByKeys = async (keys: readonly string[]) =>
    (await readFacts(keys, true, 'realtor')).value;

  /**
   * A batch read's answer as bytes, kept while the listings it was made of are unchanged and the
   * sync stands where it stood (ADR 036). An answer with facts the replica lacks is not kept, and
   * one whose facts went stale since it was made is made again (asking the MLS, whose write then
   * drops it).
   */
  const answer = async (
    call: string,
    keys: readonly string[],
    make: (
      resolved: Resolved,
      wanted: readonly string[],
    ) => Promise<{ json: string; keep: boolean }>,
  ): Promise<AnswerBody> => {
    // A kept answer is found by the keys as asked (the route's are distinct already): the work of
    // a read that finds one is a lookup (docs/performance.md, MLS replica).
    const build = async () => {
      const wanted = unique(keys);
      const resolved = await resolve(wanted, false);
      const { json, keep } = await make(resolved, wanted);
      const staleAt = Math.min(
        ...[...resolved.held.values()].map(
          (row) => confirmedAt(row, resolved.pass).getTime() + settings.staleAfterMs,
        ),
      );
      const all = resolved.held.size === wanted.length;
      return { value: { body: answerBody(Buffer.from(json)), staleAt }, keep: keep && all };
    };
    const { stamp } = await stampedPass();
    let made: Awaited<ReturnType<typeof build>> | undefined;
    const kept = await answers(stamp, `${call} ${keys.join(',')}`, keys, async () => {
      made = await build();
      return made;
    });
    if (made !== undefined || kept.staleAt > clock.now().getTime()) return kept.body;
    return (await build()).value.body;
  };

  const searchByAddress = async (text: string): Promise<AddressLookupResult> => {
    const held = await findAddressInReplica(db, text);
    if (held) return held;
    let found: AddressLookupResult;
    try {
      found = await live.searchByAddress(text);
    } catch (error) {
      // A healthy MLS that cannot answer the question (no address search at all): not found.
      if (isMlsError(error) && error.kind === 'rejected') return { kind: 'not-found' };
      throw error;
    }
    if (found.kind === 'found') {
      // Stored now, so the record read next (the assistant's) costs no second request.
      await fill([found.listing.listingKey]).catch((error: unknown) => {
        if (!isMlsError(error)) throw error;
      });
    }
    return found;
  };

  return {
    getPropertiesByKeys,
    getMedia: async (keys, perListing) =>
      (await photosOf(await resolve(keys, true), keys, perListing, true, 'source')).photos,
    getProperty: async (key) => (await getPropertiesByKeys([key]))[0] ?? null,
    searchByAddress,
    readProperties: async (keys, role) => {
      const { value, freshness, display } = await readFacts(keys, false, role);
      return { value, freshness, display };
    },
    // A buyer's answer and a realtor's are kept apart: a realtor's never reaches a buyer.
    readPropertiesBody: (keys, role) =>
      answer(
        `properties ${isClient(role) ? 'client' : 'agent'}`,
        keys,
        async (resolved, wanted) => {
          const read = await propertiesOf(resolved, wanted, role);
          const json = `{"value":[${read.json.join(',')}],"freshness":${JSON.stringify(read.freshness)},"display":${JSON.stringify(read.display)}}`;
          return { json, keep: resolved.remembered.size === 0 };
        },
      ),
    readPhotosBody: (keys, perListing, role) =>
      answer(
        `photos ${perListing} ${isClient(role) ? 'client' : 'agent'}`,
        keys,
        async (resolved, wanted) => {
          const read = await photosOf(resolved, wanted, perListing, false, 'answer', role);
          return { json: JSON.stringify({ images: read.photos }), keep: !read.live };
        },
      ),
    readPhotos: async (keys, perListing, role) =>
      (await photosOf(await resolve(keys, false), keys, perListing, false, 'answer', role)).photos,
    transport: live.transport,
    close: live.close,
  };
};
