import { limits, rawPropertyFields, timing, type Listing } from '@rela/contracts';
import { systemClock, type Clock } from '../../platform/clock';
import { placeKey, listingParts, matchScore, queryParts, type AddressParts } from './address-match';
import { parseAddress } from './address-parse';
import { addressFilters } from './address-filters';
import { compareDuplicates, preferredListing, type RankedListing } from './duplicates';
import type { StringFunctionsMode } from './mls-config';
import { MlsError, isMlsError } from './mls-errors';
import type { MlsTransport } from './mls-transport';
import { entityToListing } from './normalise';

/** The one call the lookup needs: a Property query (`$filter` already built and escaped). */
export type PropertyQueryTransport = {
  queryProperties(
    filter: string,
    opts: { top: number; select?: string[]; timeoutMs: number },
  ): Promise<unknown[]>;
  /** `auto`: try string functions, and after a 400 NotImplemented use the structured path. */
  stringFunctions: StringFunctionsMode;
};

/**
 * `found`: one place matched best (among its duplicates, the preferred listing); `ambiguous`: several
 * places match equally well (best first, at most `addressSearchTop`); `not-found` otherwise.
 */
export type AddressLookupResult =
  | { kind: 'found'; listing: Listing }
  | { kind: 'not-found' }
  | { kind: 'ambiguous'; candidates: Listing[] };

export type AddressLookupOptions = { clock?: Clock; budgetMs?: number };

const lookupSelect = [
  ...rawPropertyFields,
  'StreetNumber',
  'StreetDirPrefix',
  'StreetName',
  'StreetSuffix',
  'StreetDirSuffix',
  'UnitNumber',
  'ModificationTimestamp',
];

/** Transports whose MLS answered NotImplemented to a string function (`auto` mode remembers). */
const withoutStringFunctions = new WeakSet<PropertyQueryTransport>();

const resoCode = (error: unknown) => (isMlsError(error) ? error.details.resoCode : undefined);

type Candidate = RankedListing & { entity: Record<string, unknown>; score: number; place: string };

const candidatesOf = (query: AddressParts, entities: unknown[]): Candidate[] =>
  entities.flatMap((entity) => {
    if (typeof entity !== 'object' || entity === null) return [];
    const record = entity as Record<string, unknown>;
    if (typeof record.ListingKey !== 'string') return [];
    const parts = listingParts(record);
    const score = matchScore(query, parts);
    if (score === null) return [];
    return [
      {
        entity: record,
        score,
        place: placeKey(parts),
        ListingKey: record.ListingKey,
        StandardStatus: typeof record.StandardStatus === 'string' ? record.StandardStatus : null,
        ModificationTimestamp:
          typeof record.ModificationTimestamp === 'string' ? record.ModificationTimestamp : null,
      },
    ];
  });

const decide = (candidates: Candidate[]): AddressLookupResult => {
  const best = Math.max(...candidates.map((candidate) => candidate.score));
  const places = new Map<string, Candidate[]>();
  for (const candidate of candidates.filter((item) => item.score === best)) {
    places.set(candidate.place, [...(places.get(candidate.place) ?? []), candidate]);
  }
  const preferred = [...places.values()]
    .map((group) => preferredListing(group))
    .filter((item): item is Candidate => item !== undefined)
    .sort(compareDuplicates);
  const listings = preferred
    .map((item) => entityToListing(item.entity))
    .filter((item): item is Listing => item !== null);
  if (listings.length === 0) return { kind: 'not-found' };
  if (listings.length === 1) return { kind: 'found', listing: listings[0]! };
  return { kind: 'ambiguous', candidates: listings.slice(0, limits.addressSearchTop) };
};

/**
 * The lookup's decision over records already at hand (the replica's): the same scoring and ranking
 * of duplicates as a live lookup; null when none of them can be the address typed.
 */
export const decideAmong = (
  query: AddressParts,
  records: unknown[],
): AddressLookupResult | null => {
  const candidates = candidatesOf(query, records);
  return candidates.length > 0 ? decide(candidates) : null;
};

/**
 * Finds the listing at an address as a person typed it (REQ-MLS-ADDRESS): the street number and
 * a contains-match on the street name within the ZIP, then within the ZIP by number alone, then
 * without the ZIP; where the MLS has no string functions, the same with `eq` on the structured fields.
 * Candidates are scored (number, name, suffix, directional, unit, ZIP, city, state) and duplicates
 * of the best place ranked (Active first). Nonsense and injection attempts answer not-found; only
 * MLS failures (timeouts, outages) throw, as `MlsError`.
 */
export const findListingByAddress = async (
  text: string,
  transport: PropertyQueryTransport,
  options: AddressLookupOptions = {},
): Promise<AddressLookupResult> => {
  const parsed = parseAddress(text);
  if (!parsed) return { kind: 'not-found' };
  const query = queryParts(parsed);
  const clock = options.clock ?? systemClock;
  const budgetMs = options.budgetMs ?? timing.addressSearchTimeoutMs;
  const endsAt = clock.now().getTime() + budgetMs;

  const run = async (filter: string): Promise<Candidate[]> => {
    const timeoutMs = endsAt - clock.now().getTime();
    if (timeoutMs <= 0) {
      throw new MlsError('timeout', `The address search ran out of its ${budgetMs} ms`);
    }
    const entities = await transport.queryProperties(filter, {
      top: limits.addressSearchTop,
      select: lookupSelect,
      timeoutMs,
    });
    return candidatesOf(query, entities);
  };

  const attempt = async (strings: boolean): Promise<AddressLookupResult> => {
    for (const filter of addressFilters(parsed, strings)) {
      const found = await run(filter.full).catch((error: unknown) => {
        if (resoCode(error) === 'TooManyClauses' && filter.narrow) return run(filter.narrow);
        throw error;
      });
      if (found.length > 0) return decide(found);
    }
    return { kind: 'not-found' };
  };

  const mode = withoutStringFunctions.has(transport) ? 'off' : transport.stringFunctions;
  if (mode === 'off') return attempt(false);
  try {
    return await attempt(true);
  } catch (error) {
    if (mode !== 'auto' || resoCode(error) !== 'NotImplemented') throw error;
    withoutStringFunctions.add(transport);
    return attempt(false);
  }
};

const narrowTransports = new WeakMap<MlsTransport, PropertyQueryTransport>();

/** The lookup over the client's transport (one narrow adapter per transport, so `auto` remembers). */
export const searchAddress = (
  transport: MlsTransport,
  text: string,
  options?: AddressLookupOptions,
): Promise<AddressLookupResult> => {
  let narrow = narrowTransports.get(transport);
  if (!narrow) {
    narrow = {
      stringFunctions: transport.stringFunctions,
      queryProperties: (filter, opts) =>
        transport.query(
          'Property',
          { filter, top: opts.top, ...(opts.select ? { select: opts.select } : {}) },
          { timeoutMs: opts.timeoutMs },
        ),
    };
    narrowTransports.set(transport, narrow);
  }
  return findListingByAddress(text, narrow, options);
};
