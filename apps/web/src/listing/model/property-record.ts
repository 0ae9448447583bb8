import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ListingDisplay,
  type ListingFreshness,
  type RawProperty,
  propertiesMessages,
} from '@rela/contracts';
import { isApiError } from '../../lib/api-error';
import { fetchListingProperties } from './listing-properties';
import { propertyQueryKeys } from './query-keys';

/** Why one property's record could not be shown (REQ-MLS-REPORT-TAB). */
export class PropertyRecordError extends Error {
  override readonly name = 'PropertyRecordError';
}

/**
 * One listing's record and, when the replica holds it, its freshness (ADR 021), its attribution
 * and disclaimer (ADR 048).
 */
export type PropertyRecord = {
  record: RawProperty;
  freshness?: ListingFreshness;
  display?: ListingDisplay;
};

/** One listing's raw record: 404 is `Property not found`; no record or a bad shape is "no data". */
export const fetchPropertyRecord = async (
  listingKey: string,
  signal?: AbortSignal,
): Promise<PropertyRecord> => {
  try {
    const { records, freshness, display } = await fetchListingProperties([listingKey], signal);
    const record = records[listingKey];
    if (!record) throw new PropertyRecordError(propertiesMessages.noData);
    return { record, freshness: freshness[listingKey], display: display[listingKey] };
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      throw new PropertyRecordError(propertiesMessages.notFound);
    }
    if (isApiError(error) && error.kind === 'invalid-response') {
      throw new PropertyRecordError(propertiesMessages.noData);
    }
    throw error;
  }
};

export const propertyRecordQueryOptions = (listingKey: string) =>
  queryOptions({
    queryKey: propertyQueryKeys.record(listingKey),
    queryFn: ({ signal }) => fetchPropertyRecord(listingKey, signal),
  });

/**
 * The dialog's record: the one the caller already holds (the list's, so both show the same
 * facts), else fetched on its own; `error` once that fetch failed.
 */
export const usePropertyRecord = (
  listingKey: string,
  known?: PropertyRecord,
): { data: PropertyRecord | undefined; error: unknown } => {
  const query = useQuery({ ...propertyRecordQueryOptions(listingKey), enabled: !known });
  if (known) return { data: known, error: null };
  return { data: query.data, error: query.isError ? query.error : null };
};
