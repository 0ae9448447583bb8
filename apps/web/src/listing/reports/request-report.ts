import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportRoutes, reportsMessages } from '@rela/contracts';
import { call } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { reportQueryKeys } from './query-keys';
import type { ReportLookup } from './report-lookup';

/** Rela declined the report (REQ-DISPLAY-NO-REPORT): the seller or the MLS said no since the tab opened. */
const isDeclined = (error: unknown) =>
  isApiError(error) &&
  error.status === 403 &&
  (error.data as { code?: unknown } | null)?.code === 'REPORT_DECLINED';

/**
 * The catalogue's texts (REQ-AI-REPORT-REQUEST): 408 (or no answer in 30 s) times out; a declined
 * report says why in the server's (the catalogue's) words; another answer fails; anything else errs.
 */
export const requestFailureText = (error: unknown): string => {
  if (isDeclined(error) && error instanceof Error) return error.message;
  if (isApiError(error) && (error.status === 408 || error.kind === 'timeout'))
    return reportsMessages.timeout;
  if (isApiError(error) && error.kind !== 'network') return reportsMessages.requestFailed;
  return reportsMessages.requestError;
};

/** POST /{product}/generate-report with `{listing_key}`, 30 s abort. */
export const requestReport = async (listingKey: string): Promise<void> => {
  try {
    await call(reportRoutes.generateReport, { body: { listing_key: listingKey } });
  } catch (error) {
    throw new Error(requestFailureText(error), { cause: error });
  }
};

/** Asks for a report; the lookup then says it is being generated and polls until it is ready. */
export const useRequestReport = (listingKey: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => requestReport(listingKey),
    onSuccess: () => {
      client.setQueryData<ReportLookup>(reportQueryKeys.lookup(listingKey), (lookup) => ({
        reportURLs: lookup?.reportURLs ?? [],
        generating: true,
      }));
      return client.invalidateQueries({ queryKey: reportQueryKeys.lookup(listingKey) });
    },
    // The lookup then answers why, and the tab says it in place of the request.
    onError: (error) =>
      isDeclined(error.cause)
        ? client.invalidateQueries({ queryKey: reportQueryKeys.lookup(listingKey) })
        : undefined,
  });
};
