import { andFilter, eqFilter, numericLiteral, orFilter } from './odata-literal';
import type { ODataEntity } from './odata-pages';
import type { MlsQuery } from './mls-transport';

/** The photos of one listing as cached: `complete` when the listing has no more than these. */
export type MediaEntry = { listingKey: string; urls: string[]; complete: boolean };

/**
 * The media of a batch of listings, by ResourceRecordKey then Order. `Order le perListing` keeps
 * each listing to its first photos (Order counts from 0 or 1), so `$top` = (perListing + 1) x keys
 * covers every listing of the batch in one answer instead of the first few listings' every photo.
 */
export const mediaQuery = (keys: readonly string[], perListing: number): MlsQuery => ({
  filter: andFilter([
    orFilter(keys.map((key) => eqFilter('ResourceRecordKey', key))),
    `Order le ${numericLiteral(perListing)}`,
  ]),
  select: ['ResourceRecordKey', 'Order', 'MediaURL'],
  orderby: 'ResourceRecordKey,Order',
  top: (perListing + 1) * keys.length,
});

/** Only absolute http(s) URLs reach the browser. */
const photoUrl = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

const orderOf = (entity: ODataEntity) =>
  typeof entity.Order === 'number' ? entity.Order : Number.MAX_SAFE_INTEGER;

/** The entities grouped per key, by Order, cut to `perListing`; every key of the batch answers. */
export const groupMedia = (
  keys: readonly string[],
  entities: readonly ODataEntity[],
  perListing: number,
): MediaEntry[] => {
  const byKey = new Map<string, ODataEntity[]>(keys.map((key) => [key, []]));
  for (const entity of entities) {
    const list =
      typeof entity.ResourceRecordKey === 'string' && byKey.get(entity.ResourceRecordKey);
    if (list) list.push(entity);
  }
  return keys.map((listingKey) => {
    const urls = (byKey.get(listingKey) ?? [])
      .sort((a, b) => orderOf(a) - orderOf(b))
      .map((entity) => photoUrl(entity.MediaURL))
      .filter((url): url is string => url !== null);
    return { listingKey, urls: urls.slice(0, perListing), complete: urls.length < perListing };
  });
};
