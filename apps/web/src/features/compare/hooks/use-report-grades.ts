import { useQueries } from '@tanstack/react-query';
import type { CompareReport } from '@rela/contracts';
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

type GradesLike = { overall: string; cosmetic: string; nonCosmetic: string };

/**
 * The AI report of each home, in order: the lookups (the same queries as the dialog's AI tab, so a
 * report requested there shows here), then each report file that exists, for its three grades.
 */
export const useReportGrades = (listingKeys: readonly string[]): CompareReport[] => {
  const lookups = useQueries({
    queries: listingKeys.map((listingKey) => reportLookupQueryOptions(listingKey)),
  });
  const urls = lookups.map((lookup) =>
    lookup.data ? reportFileUrl(lookup.data.reportURLs) : undefined,
  );
  const files = useQueries({
    queries: listingKeys.map((listingKey, index) =>
      reportFileQueryOptions(listingKey, urls[index]),
    ),
  });
  return listingKeys.map((_, index) =>
    reportOf(lookups[index]!, urls[index] === undefined ? undefined : files[index]),
  );
};
