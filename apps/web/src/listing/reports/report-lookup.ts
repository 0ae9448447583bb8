import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReportDeclined, reportRoutes, reportsMessages, reportTiming } from '@rela/contracts';
import { call } from '../../lib/api-client';
import { reportQueryKeys } from './query-keys';
import { reportFileUrl } from './report-urls';

export type ReportLookup = {
  reportURLs: string[];
  generating: boolean;
  /** Why Rela declines this listing's report (REQ-DISPLAY-NO-REPORT); absent when it does not. */
  declined?: ReportDeclined;
};

/** GET /report/ai/{listingKey}: 30 s; any failure reads `Failed to fetch property report`. */
export const fetchReportLookup = async (
  listingKey: string,
  signal?: AbortSignal,
): Promise<ReportLookup> => {
  try {
    const answer = await call(reportRoutes.aiReport, { params: { listingKey }, signal });
    const { reportURLs, generating, declined } = answer.data;
    return { reportURLs, generating, ...(declined ? { declined } : {}) };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(reportsMessages.fetchFailed, { cause: error });
  }
};

/** The lookup asks again while a report is being generated, so the tab sees it arrive. */
export const reportLookupQueryOptions = (
  listingKey: string,
  pollMs: number = reportTiming.pollMs,
) =>
  queryOptions({
    queryKey: reportQueryKeys.lookup(listingKey),
    queryFn: ({ signal }) => fetchReportLookup(listingKey, signal),
    refetchInterval: (query) => (query.state.data?.generating ? pollMs : false),
  });

export const useReportLookup = (listingKey: string, pollMs?: number) =>
  useQuery(reportLookupQueryOptions(listingKey, pollMs));

/** Whether a report exists: unknown until the lookup answers, then a green or an amber dot. */
export type AiReportAvailability = 'unknown' | 'available' | 'unavailable';

export const availabilityOf = (lookup: ReportLookup | undefined): AiReportAvailability => {
  if (!lookup) return 'unknown';
  return reportFileUrl(lookup.reportURLs) ? 'available' : 'unavailable';
};
