import { decodeSkipToken, encodeSkipToken, usesKeyset } from '../odata/keyset';
import { badRequest } from '../odata/odata-error';
import { nextLinkOf, pageOf } from '../odata/page';
import { parseQueryOptions, type CollectionOptions } from '../odata/query-options';
import { compileFilter } from '../odata/compile-filter';
import { dateTimeLowerBound } from '../odata/lower-bound';
import {
  compareOrder,
  orderValues,
  selectHead,
  selectRows,
  type PageSelection,
} from '../odata/select-rows';
import type { Value } from '../odata/values';
import type { ProviderProfile } from '../profiles/types';
import {
  entityOf,
  lookupResource,
  mediaEntity,
  mediaResource,
  mediaRow,
  memberResource,
  officeResource,
  openHouseResourceFor,
  propertyEntity,
  propertyResourceFor,
  type Resource,
} from '../resources/entities';
import { derivedRows, type DerivedSet } from '../resources/derived-rows';
import type { MediaRow } from '../resources/fields';
import type { PropertyRow, Store } from '../resources/store';

/** The key field of each entity set. */
export const keyNames: Readonly<Record<string, string>> = {
  Property: 'ListingKey',
  Media: 'MediaKey',
  Member: 'MemberKey',
  Office: 'OfficeKey',
  OpenHouse: 'OpenHouseKey',
  Lookup: 'LookupKey',
};

/** What answering a collection or entity request needs to know about the request. */
export type Answer = {
  store: Store;
  profile: ProviderProfile;
  /** Public base URL of this server (no trailing slash). */
  publicUrl: string;
  query: Readonly<Record<string, unknown>>;
};

type Json = Record<string, unknown>;

const withCount = (body: Json, count: boolean, total: number): Json =>
  count ? { '@odata.context': body['@odata.context'], '@odata.count': total, ...body } : body;

/** A listing's media for `$expand=Media(...)`: nested $filter, $orderby (Order by default), $skip, $top, $select. */
const expandedMedia = (answer: Answer, listingKey: string, options: CollectionOptions) => {
  const rows = answer.store
    .mediaOf(listingKey)
    .map((record) => mediaRow(record, answer.publicUrl, answer.store.originatingSystem));
  const matching = selectRows(rows, options, mediaResource, answer.profile);
  const end = options.top === undefined ? undefined : options.skip + options.top;
  return matching.slice(options.skip, end).map((row) => mediaEntity(row, options.select));
};

const propertyOut = (answer: Answer, expand: CollectionOptions | undefined, select?: string[]) => {
  const resource = propertyResourceFor(answer.profile);
  return (record: PropertyRow): Json => {
    const entity = propertyEntity(record, select, answer.profile.enumStyle, resource);
    return expand ? { ...entity, Media: expandedMedia(answer, record.ListingKey, expand) } : entity;
  };
};

/** Media rows are kept built for stores up to this many listings; larger ones build them per request. */
const cachedMediaUpTo = 20_000;
const mediaRowsByBase = new WeakMap<Store, { version: number; rows: Map<string, MediaRow[]> }>();

function* mediaRows(store: Store, publicUrl: string, since?: number): Iterable<MediaRow> {
  for (const record of store.media(since)) {
    yield mediaRow(record, publicUrl, store.originatingSystem);
  }
}

/**
 * Every media row with absolute URLs; built once per public URL and store version when the store is
 * small, else made per request, skipping listings whose photos sort before a keyset token's moment.
 */
const allMediaRows = (store: Store, publicUrl: string, since?: number): Iterable<MediaRow> => {
  if (store.all.length > cachedMediaUpTo) return mediaRows(store, publicUrl, since);
  let cache = mediaRowsByBase.get(store);
  if (!cache || cache.version !== store.version) {
    cache = { version: store.version, rows: new Map() };
    mediaRowsByBase.set(store, cache);
  }
  const cached = cache.rows.get(publicUrl);
  if (cached) return cached;
  const rows = [...mediaRows(store, publicUrl)];
  if (cache.rows.size >= 4) cache.rows.clear();
  cache.rows.set(publicUrl, rows);
  return rows;
};

const collection = <R extends Json>(
  answer: Answer,
  set: string,
  rows: () => Iterable<R>,
  options: CollectionOptions,
  toEntity: (row: R) => Json,
  fastHead?: FastHead<R>,
): Json => {
  const resource = resourceOf(answer, set);
  const keyset = usesKeyset(options.orderBy, keyNames[set] ?? '');
  if (options.skipToken !== undefined && (!keyset || options.skip > 0)) {
    throw badRequest(
      '$skiptoken goes only with the $orderby it was issued for, without $skip',
      '$skiptoken',
    );
  }
  const after =
    options.skipToken === undefined
      ? undefined
      : decodeSkipToken(options.skipToken, options.orderBy, resource);
  const cap = answer.profile.pageCap;
  const keep = options.skip + Math.min(options.top ?? cap, cap);
  const { head, total, rest } =
    fastHead?.(keep, after) ??
    selectHead(rows(), options, resource, answer.profile, { keep, after });
  const page = pageOf(rest, options, cap);
  const serviceRoot = `${answer.publicUrl}/odata`;
  const body: Json = {
    '@odata.context': `${serviceRoot}/$metadata#${set}`,
    value: head.slice(page.start, page.end).map(toEntity),
  };
  const last = head[page.end - 1];
  if (page.next && keyset && last) {
    const skipToken = encodeSkipToken(orderValues(options.orderBy, resource)(last));
    body['@odata.nextLink'] = nextLinkOf(`${serviceRoot}/${set}`, answer.query, {
      skipToken,
      top: page.next.top,
    });
  } else if (page.next) {
    body['@odata.nextLink'] = nextLinkOf(`${serviceRoot}/${set}`, answer.query, page.next);
  }
  return withCount(body, options.count, total);
};

/** A quicker way to the first `keep` rows after `after`, when the request allows one. */
type FastHead<R> = (keep: number, after?: readonly Value[]) => PageSelection<R> | undefined;

/**
 * Media in replication order (`ModificationTimestamp,MediaKey`, no `$count`) over derived photos:
 * the listings come in photo-stamp order, so only those the page reaches have their photos made.
 */
const mediaInStampOrder =
  (answer: Answer, options: CollectionOptions): FastHead<MediaRow & Json> =>
  (keep, after) => {
    const [first, second] = options.orderBy;
    const inOrder =
      options.orderBy.length === 2 &&
      first?.field === 'ModificationTimestamp' &&
      second?.field === 'MediaKey' &&
      !first.descending &&
      !second.descending;
    const listings = inOrder && !options.count ? answer.store.byPhotoStamp() : undefined;
    if (!listings) return undefined;
    const test =
      options.filter === undefined
        ? undefined
        : compileFilter(options.filter, {
            resource: 'Media',
            fields: mediaResource.fields,
            stringFunctions: answer.profile.stringFunctions,
            maxOrClauses: answer.profile.maxOrClauses,
          });
    const values = orderValues(options.orderBy, mediaResource);
    const compare = compareOrder(options.orderBy);
    // A listing's photos all carry its photo stamp: those stamped before the filter's
    // `ModificationTimestamp ge` mark or the token's moment cannot be on the page.
    const since = Math.max(
      typeof after?.[0] === 'number' ? after[0] : -Infinity,
      dateTimeLowerBound(options.filter, 'ModificationTimestamp'),
    );
    let [low, high] = [0, listings.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((listings[middle]?.stamp ?? Infinity) < since) low = middle + 1;
      else high = middle;
    }
    const head: (MediaRow & Json)[] = [];
    for (let index = low; index < listings.length && head.length <= keep; index += 1) {
      for (const record of answer.store.mediaOf(listings[index]?.listingKey ?? '')) {
        const row = mediaRow(record, answer.publicUrl, answer.store.originatingSystem) as MediaRow &
          Json;
        if (test && !test(row)) continue;
        if (after && compare(values(row), after) <= 0) continue;
        head.push(row);
      }
    }
    return { head, total: head.length, rest: head.length };
  };

/**
 * Property in replication order (`ModificationTimestamp,ListingKey`, no `$count`): the store keeps
 * the listings in that order, so a page starts at its filter's `ModificationTimestamp ge` mark or
 * its token, whichever is later, and reads only as far as it needs.
 */
const propertiesInStampOrder =
  (answer: Answer, options: CollectionOptions): FastHead<PropertyRow & Json> =>
  (keep, after) => {
    const [first, second] = options.orderBy;
    const inOrder =
      options.orderBy.length === 2 &&
      first?.field === 'ModificationTimestamp' &&
      second?.field === 'ListingKey' &&
      !first.descending &&
      !second.descending;
    if (!inOrder || options.count) return undefined;
    const resource = propertyResourceFor(answer.profile);
    const rows = answer.store.byModification();
    const test =
      options.filter === undefined
        ? undefined
        : compileFilter(options.filter, {
            resource: 'Property',
            fields: resource.fields,
            stringFunctions: answer.profile.stringFunctions,
            maxOrClauses: answer.profile.maxOrClauses,
          });
    const values = orderValues(options.orderBy, resource);
    const compare = compareOrder(options.orderBy);
    // The first listing a `ModificationTimestamp ge` filter can match, then the token's place.
    const since = dateTimeLowerBound(options.filter, 'ModificationTimestamp');
    let [low, high] = [0, rows.length];
    while (since > -Infinity && low < high) {
      const middle = (low + high) >>> 1;
      if ((rows[middle]?.stamp ?? Infinity) < since) low = middle + 1;
      else high = middle;
    }
    high = rows.length;
    while (after && low < high) {
      const middle = (low + high) >>> 1;
      const row = rows[middle]?.row as PropertyRow & Json;
      if (compare(values(row), after) <= 0) low = middle + 1;
      else high = middle;
    }
    const head: (PropertyRow & Json)[] = [];
    for (let index = low; index < rows.length && head.length <= keep; index += 1) {
      const row = rows[index]?.row as PropertyRow & Json;
      if (!test || test(row)) head.push(row);
    }
    return { head, total: head.length, rest: head.length };
  };

/** MLS Grid's rule: every Property query names the system its records come from. */
const requireOriginatingSystem = (answer: Answer, filter: string | undefined) => {
  if (!answer.profile.requiresOriginatingSystem) return;
  if (!/\bOriginatingSystemName\s+eq\s+'/.test(filter ?? '')) {
    throw badRequest(
      "This server requires $filter to include OriginatingSystemName eq '<system>'",
      '$filter',
    );
  }
};

export const propertyCollection = (answer: Answer): Json => {
  const resource = propertyResourceFor(answer.profile);
  const options = parseQueryOptions(answer.query, resource, mediaResource);
  requireOriginatingSystem(answer, options.filter);
  const rows = answer.store.properties as readonly (PropertyRow & Json)[];
  return collection(
    answer,
    'Property',
    () => rows,
    options,
    propertyOut(answer, options.expand, options.select),
    propertiesInStampOrder(answer, options),
  );
};

/** The `ModificationTimestamp` (epoch ms) a Media keyset token in ascending order starts after. */
const tokenMoment = (options: CollectionOptions) => {
  const [first] = options.orderBy;
  if (options.skipToken === undefined || !usesKeyset(options.orderBy, 'MediaKey')) return undefined;
  if (first?.descending) return undefined;
  const [moment] = decodeSkipToken(options.skipToken, options.orderBy, mediaResource);
  return typeof moment === 'number' ? moment : undefined;
};

export const mediaCollection = (answer: Answer): Json => {
  const options = parseQueryOptions(answer.query, mediaResource, null);
  const rows = () =>
    allMediaRows(answer.store, answer.publicUrl, tokenMoment(options)) as Iterable<MediaRow & Json>;
  return collection(
    answer,
    'Media',
    rows,
    options,
    (row) => mediaEntity(row, options.select),
    mediaInStampOrder(answer, options),
  );
};

/** The entity sets served from rows made from the data (no navigation, no fast paths). */
export type OtherSet = DerivedSet;

/** The resource of an entity set as the profile serves it. */
const resourceOf = (answer: Answer, set: string): Resource => {
  switch (set) {
    case 'Property':
      return propertyResourceFor(answer.profile);
    case 'Media':
      return mediaResource;
    case 'Member':
      return memberResource;
    case 'Office':
      return officeResource;
    case 'OpenHouse':
      return openHouseResourceFor(answer.profile);
    default:
      return lookupResource;
  }
};

/** `Member`, `Office`, `OpenHouse` or `Lookup`: filtered, ordered and paged like the others. */
export const otherCollection = (answer: Answer, set: OtherSet): Json => {
  const resource = resourceOf(answer, set);
  const options = parseQueryOptions(answer.query, resource, null);
  const rows = derivedRows(answer.store, set, answer.profile.lookupValues);
  return collection(
    answer,
    set,
    () => rows,
    options,
    (row) => entityOf(row, resource, options.select),
  );
};

/** `Property('KEY')`, `Media('KEY')`, `Member('KEY')`, ...: the entity, or undefined when there is none. */
export const singleEntity = (answer: Answer, set: string, key: string): Json | undefined => {
  const context = `${answer.publicUrl}/odata/$metadata#${set}/$entity`;
  if (set !== 'Property' && set !== 'Media') {
    const resource = resourceOf(answer, set);
    const options = parseQueryOptions(answer.query, resource, null);
    const keyName = keyNames[set] ?? '';
    const row = derivedRows(answer.store, set as OtherSet, answer.profile.lookupValues).find(
      (item) => item[keyName] === key,
    );
    return row && { '@odata.context': context, ...entityOf(row, resource, options.select) };
  }
  if (set === 'Media') {
    const options = parseQueryOptions(answer.query, mediaResource, null);
    const record = answer.store.mediaItem(key);
    if (!record) return undefined;
    return {
      '@odata.context': context,
      ...mediaEntity(
        mediaRow(record, answer.publicUrl, answer.store.originatingSystem),
        options.select,
      ),
    };
  }
  const options = parseQueryOptions(
    answer.query,
    propertyResourceFor(answer.profile),
    mediaResource,
  );
  const record = answer.store.property(key);
  if (!record) return undefined;
  return {
    '@odata.context': context,
    ...propertyOut(answer, options.expand, options.select)(record),
  };
};
