import type { CompareHome, ListingDisplay, ReportDeclined } from '@rela/contracts';
import { useListingImages } from '../../../listing/model/listing-images';
import { useListingPropertiesWithFreshness } from '../../../listing/model/listing-properties';
import { useReportGrades } from './use-report-grades';

/**
 * A home compared: its record, photo and report, and what the MLS's rules ask to show beside it
 * (ADR 048): its attribution, disclaimer, whether Rela declines its AI report
 * (REQ-DISPLAY-NO-REPORT), whether it is not for client display (REQ-DISPLAY-WITHHELD).
 */
export type ComparedHome = CompareHome & {
  listingKey: string;
  display?: ListingDisplay;
  /** Why Rela declines its AI report: the report rows say so and offer no request. */
  reportDeclined?: ReportDeclined;
};

export type CompareHomesState =
  | { kind: 'loading' }
  | { kind: 'error'; retry: () => void }
  /** The homes the MLS has, in the order asked; `gone` the keys it no longer has. */
  | { kind: 'ready'; homes: ComparedHome[]; gone: string[] };

/** The records, first photos and AI reports of the homes compared. */
export const useCompareHomes = (listingKeys: readonly string[]): CompareHomesState => {
  const properties = useListingPropertiesWithFreshness(listingKeys);
  const display = properties.data?.display;
  const images = useListingImages(listingKeys);
  // A declined report is neither looked up nor offered: the row says why instead.
  const reports = useReportGrades(
    listingKeys,
    properties.data && !properties.isPlaceholderData
      ? listingKeys.map((key) => display?.[key]?.reportDeclined)
      : undefined,
  );
  if (properties.isError) return { kind: 'error', retry: () => void properties.refetch() };
  if (!properties.data || properties.isPlaceholderData) return { kind: 'loading' };
  const found = properties.data.records;
  const homes = listingKeys.flatMap((listingKey, index): ComparedHome[] => {
    const record = found[listingKey];
    if (!record) return [];
    const photos = images.data?.[listingKey];
    const photo = photos ? (photos[0] ?? null) : images.isPending ? undefined : null;
    const shown = display?.[listingKey];
    const { report, declined } = reports[index]!;
    return [
      {
        listingKey,
        record,
        photo,
        report,
        ...(shown ? { display: shown } : {}),
        ...(declined ? { reportDeclined: declined } : {}),
      },
    ];
  });
  return { kind: 'ready', homes, gone: listingKeys.filter((key) => !found[key]) };
};
