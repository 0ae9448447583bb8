import type { QueryClient } from '@tanstack/react-query';
import type { ListingProperties } from './listing-properties';
import { propertyQueryKeys } from './query-keys';

type Entries<T> = Readonly<Record<string, T>>;

const without = <T>(entries: Entries<T>, listingKey: string): Entries<T> =>
  Object.fromEntries(Object.entries(entries).filter(([key]) => key !== listingKey));

/**
 * Carries the records (with their freshness) and photos of a key set over to the same set without
 * one key, so a removal shows at once and fetches nothing again.
 */
export const carryOverWithout = (
  queryClient: QueryClient,
  listingKeys: readonly string[],
  listingKey: string,
) => {
  const remaining = listingKeys.filter((key) => key !== listingKey);
  const properties = queryClient.getQueryData<ListingProperties>(
    propertyQueryKeys.records(listingKeys),
  );
  if (properties) {
    queryClient.setQueryData<ListingProperties>(propertyQueryKeys.records(remaining), {
      records: without(properties.records, listingKey),
      freshness: without(properties.freshness, listingKey),
      display: without(properties.display, listingKey),
    });
  }
  const images = queryClient.getQueryData<Entries<unknown>>(propertyQueryKeys.images(listingKeys));
  if (images) {
    queryClient.setQueryData(propertyQueryKeys.images(remaining), without(images, listingKey));
  }
};

/** Drops the property data of every key set and listing that is not the current one. */
export const pruneProperties = (queryClient: QueryClient, listingKeys: readonly string[]) => {
  const current = new Set(listingKeys);
  const keep = new Set<string>([
    JSON.stringify(propertyQueryKeys.records(listingKeys)),
    JSON.stringify(propertyQueryKeys.images(listingKeys)),
  ]);
  queryClient.removeQueries({
    predicate: ({ queryKey }) => {
      const [scope, kind, key] = queryKey;
      if (scope !== propertyQueryKeys.all[0] || typeof key !== 'string') return false;
      if (kind === 'records' || kind === 'images') return !keep.has(JSON.stringify(queryKey));
      return (kind === 'record' || kind === 'dialog-images') && !current.has(key);
    },
  });
};

/** Clears all property data once no view shows it any longer (REQ-BUYER-HOMES). */
export const clearInactiveProperties = (queryClient: QueryClient) =>
  queryClient.removeQueries({ queryKey: propertyQueryKeys.all, type: 'inactive' });
