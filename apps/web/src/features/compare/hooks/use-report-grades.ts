import { useQueries } from '@tanstack/react-query';
import type { CompareReport, ReportDeclined } from '@rela/contracts';
import { reportFileQueryOptions } from '../../../listing/reports/report-file';
import {
  reportLookupQueryOptions,
  type ReportLookup,
} from '../../../listing/reports/report-lookup';
import { reportFileUrl } from '../../../listing/reports/report-urls';

type Settled<T> = { data?: T; isPending: boolean; isError: boolean };

/** What the Compare page knows of one home's AI report, from its lookup and its file. */
const reportOf = (
  lookup: Settled<ReportLookup>,
  file: Settled<{ final_compiled_response?: { propertyGrades?: GradesLike } }> | undefined,
): CompareReport => {
  if (lookup.isPending) return { kind: 'loading' };
  if (lookup.isError || !lookup.data) return { kind: 'unavailable' };
  if (!file) return lookup.data.generating ? { kind: 'generating' } : { kind: 'none' };
  if (file.isPending) return { kind: 'loading' };
  const grades = file.data?.final_compiled_response?.propertyGrades;
  if (file.isError || !grades) return { kind: 'unavailable' };
  return { kind: 'grades', ...grades };
};

/** A home's report as Compare shows it, and why Rela declines it when it does. */
export type ComparedReport = { report: CompareReport; declined?: ReportDeclined };

type GradesLike = { overall: string; cosmetic: string; nonCosmetic: string };

/**
 * The AI report of each home, in order: the lookups (the same queries as the dialog's AI tab, so a
 * report requested there shows here), then each report file that exists, for its three grades. A
 * report Rela declines (the properties call's `reportDeclined`, or the lookup's `declined`) is
 * `unavailable`: never offered.
 */
export const useReportGrades = (
  listingKeys: readonly string[],
  /**
   * Per key, why Rela declines its report (REQ-DISPLAY-NO-REPORT): no lookup, `unavailable`;
   * `undefined` while that is not known yet (the properties call is on its way): nothing is asked.
   */
  declined: readonly (ReportDeclined | undefined)[] | undefined,
): ComparedReport[] => {
  const lookups = useQueries({
    queries: listingKeys.map((listingKey, index) => ({
      ...reportLookupQueryOptions(listingKey),
      enabled: declined !== undefined && declined[index] === undefined,
    })),
  });
  const urls = lookups.map((lookup) =>
    lookup.data ? reportFileUrl(lookup.data.reportURLs) : undefined,
  );
  const files = useQueries({
    queries: listingKeys.map((listingKey, index) =>
      reportFileQueryOptions(listingKey, urls[index]),
    ),
  });
  return listingKeys.map((_, index): ComparedReport => {
    const why = declined?.[index] ?? lookups[index]?.data?.declined;
    if (why) return { report: { kind: 'unavailable' }, declined: why };
    return {
      report: reportOf(lookups[index]!, urls[index] === undefined ? undefined : files[index]),
    };
  });
};
