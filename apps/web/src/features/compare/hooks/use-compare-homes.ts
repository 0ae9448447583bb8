import type { CompareHome } from '@rela/contracts';
import { useListingImages } from '../../../listing/model/listing-images';
import { useListingProperties } from '../../../listing/model/listing-properties';
import { useReportGrades } from './use-report-grades';

export type CompareHomesState =
  | { kind: 'loading' }
  | { kind: 'error'; retry: () => void }
  /** The homes the MLS has, in the order asked; `gone` the keys it no longer has. */
  | { kind: 'ready'; homes: (CompareHome & { listingKey: string })[]; gone: string[] };

/** The records, first photos and AI reports of the homes compared. */
export const useCompareHomes = (listingKeys: readonly string[]): CompareHomesState => {
  const records = useListingProperties(listingKeys);
  const images = useListingImages(listingKeys);
  const reports = useReportGrades(listingKeys);
  if (records.isError) return { kind: 'error', retry: () => void records.refetch() };
  if (!records.data || records.isPlaceholderData) return { kind: 'loading' };
  const found = records.data;
  const homes = listingKeys.flatMap((listingKey, index) => {
    const record = found[listingKey];
    if (!record) return [];
    const photos = images.data?.[listingKey];
    const photo = photos ? (photos[0] ?? null) : images.isPending ? undefined : null;
    return [{ listingKey, record, photo, report: reports[index] }];
  });
  return { kind: 'ready', homes, gone: listingKeys.filter((key) => !found[key]) };
};
