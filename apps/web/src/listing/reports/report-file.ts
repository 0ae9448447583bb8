import { queryOptions, useQuery } from '@tanstack/react-query';
import { timing, type ReportFile, reportFileSchema, reportsMessages } from '@rela/contracts';
import { reportQueryKeys } from './query-keys';

/**
 * The report JSON from its signed URL, with a plain GET: the URL is the
 * permission (it may be a storage bucket's), so no bearer token and no cookies go with it.
 */
export const fetchReportFile = async (url: string, signal?: AbortSignal): Promise<ReportFile> => {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), timing.reportTimeoutMs);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    // eslint-disable-next-line no-restricted-globals -- a signed file URL, not the main API (see above)
    const response = await fetch(new URL(url, window.location.origin), {
      credentials: 'omit',
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`report file answered ${response.status}`);
    return reportFileSchema.parse(await response.json());
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(reportsMessages.fetchFailed, { cause: error });
  } finally {
    clearTimeout(timeout);
    signal?.removeEventListener('abort', abort);
  }
};

/** Keyed by listing, not by URL: the signature changes on every lookup, the report does not. */
export const reportFileQueryOptions = (listingKey: string, url: string | undefined) =>
  queryOptions({
    queryKey: reportQueryKeys.file(listingKey),
    queryFn: ({ signal }) => fetchReportFile(url ?? '', signal),
    enabled: url !== undefined,
    staleTime: Infinity,
  });

export const useReportFile = (listingKey: string, url: string | undefined, enabled: boolean) =>
  useQuery({ ...reportFileQueryOptions(listingKey, url), enabled: enabled && url !== undefined });
