import type { PropertyRecord } from '../dataset/types';
import { nextLinkOf, pageOf } from '../odata/page';
import { parseQueryOptions, type CollectionOptions } from '../odata/query-options';
import { selectRows } from '../odata/select-rows';
import type { ProviderProfile } from '../profiles/types';
import {
  mediaEntity,
  mediaResource,
  mediaRow,
  propertyEntity,
  propertyResource,
} from '../resources/entities';
import type { MediaRow } from '../resources/fields';
import type { Store } from '../resources/store';

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
  const rows = answer.store.mediaOf(listingKey).map((record) => mediaRow(record, answer.publicUrl));
  const matching = selectRows(rows, options, mediaResource, answer.profile);
  const end = options.top === undefined ? undefined : options.skip + options.top;
  return matching.slice(options.skip, end).map((row) => mediaEntity(row, options.select));
};

const propertyOut = (answer: Answer, expand: CollectionOptions | undefined, select?: string[]) => {
  return (record: PropertyRecord): Json => {
    const entity = propertyEntity(record, select, answer.profile.enumStyle);
    return expand ? { ...entity, Media: expandedMedia(answer, record.ListingKey, expand) } : entity;
  };
};

const mediaRowsByBase = new WeakMap<Store, Map<string, MediaRow[]>>();

/** Every media row with absolute URLs, built once per public URL (a few at most are kept). */
const allMediaRows = (store: Store, publicUrl: string): MediaRow[] => {
  const cache = mediaRowsByBase.get(store) ?? new Map<string, MediaRow[]>();
  mediaRowsByBase.set(store, cache);
  const cached = cache.get(publicUrl);
  if (cached) return cached;
  const rows = store.media.map((record) => mediaRow(record, publicUrl));
  if (cache.size >= 4) cache.clear();
  cache.set(publicUrl, rows);
  return rows;
};

const collection = <R extends Json>(
  answer: Answer,
  set: 'Property' | 'Media',
  rows: readonly R[],
  options: CollectionOptions,
  toEntity: (row: R) => Json,
): Json => {
  const resource = set === 'Property' ? propertyResource : mediaResource;
  const matching = selectRows(rows, options, resource, answer.profile);
  const page = pageOf(matching.length, options, answer.profile.pageCap);
  const serviceRoot = `${answer.publicUrl}/odata`;
  const body: Json = {
    '@odata.context': `${serviceRoot}/$metadata#${set}`,
    value: matching.slice(page.start, page.end).map(toEntity),
  };
  if (page.next) {
    body['@odata.nextLink'] = nextLinkOf(`${serviceRoot}/${set}`, answer.query, page.next);
  }
  return withCount(body, options.count, matching.length);
};

export const propertyCollection = (answer: Answer): Json => {
  const options = parseQueryOptions(answer.query, propertyResource, mediaResource);
  const rows = answer.store.properties as readonly (PropertyRecord & Json)[];
  return collection(
    answer,
    'Property',
    rows,
    options,
    propertyOut(answer, options.expand, options.select),
  );
};

export const mediaCollection = (answer: Answer): Json => {
  const options = parseQueryOptions(answer.query, mediaResource, null);
  const rows = allMediaRows(answer.store, answer.publicUrl) as (MediaRow & Json)[];
  return collection(answer, 'Media', rows, options, (row) => mediaEntity(row, options.select));
};

/** `Property('KEY')` or `Media('KEY')`: the entity, or undefined when there is none. */
export const singleEntity = (
  answer: Answer,
  set: 'Property' | 'Media',
  key: string,
): Json | undefined => {
  const context = `${answer.publicUrl}/odata/$metadata#${set}/$entity`;
  if (set === 'Media') {
    const options = parseQueryOptions(answer.query, mediaResource, null);
    const record = answer.store.mediaItem(key);
    if (!record) return undefined;
    return {
      '@odata.context': context,
      ...mediaEntity(mediaRow(record, answer.publicUrl), options.select),
    };
  }
  const options = parseQueryOptions(answer.query, propertyResource, mediaResource);
  const record = answer.store.property(key);
  if (!record) return undefined;
  return {
    '@odata.context': context,
    ...propertyOut(answer, options.expand, options.select)(record),
  };
};
