import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RawProperty, propertiesMessages } from '@rela/contracts';
import { isApiError } from '../../lib/api-error';
import { fetchListingProperties } from './listing-properties';
import { propertyQueryKeys } from './query-keys';

/** Why one property's record could not be shown (REQ-MLS-REPORT-TAB). */
export class PropertyRecordError extends Error {
  override readonly name = 'PropertyRecordError';
}

/** One listing's raw record: 404 is `Property not found`; no record or a bad shape is "no data". */
export const fetchPropertyRecord = async (
  listingKey: string,
  signal?: AbortSignal,
): Promise<RawProperty> => {
  try {
    const records = await fetchListingProperties([listingKey], signal);
    const record = records[listingKey];
    if (!record) throw new PropertyRecordError(propertiesMessages.noData);
    return record;
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

export const propertyRecordQueryOptions = (listingKey: string, known?: RawProperty) =>
  queryOptions({
    queryKey: propertyQueryKeys.record(listingKey),
    queryFn: ({ signal }) => fetchPropertyRecord(listingKey, signal),
    initialData: known,
  });

/** The dialog's record: the one the list already holds, else fetched on its own. */
export const usePropertyRecord = (listingKey: string, known?: RawProperty) =>
  useQuery(propertyRecordQueryOptions(listingKey, known));
