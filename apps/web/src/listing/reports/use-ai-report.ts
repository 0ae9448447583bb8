import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reportQueryKeys } from './query-keys';
import { availabilityOf, useReportLookup } from './report-lookup';
import { reportFileUrl } from './report-urls';

/**
 * A listing's AI report as the dialog sees it: the lookup (polled while a report is generated),
 * its availability, and the report file's URL. When a generation ends, the report file is read
 * again, so a regenerated report replaces the old one without a reload.
 */
export const useAiReport = (listingKey: string, pollMs?: number) => {
  const client = useQueryClient();
  const lookup = useReportLookup(listingKey, pollMs);
  const generating = lookup.data?.generating ?? false;
  const wasGenerating = useRef(generating);
  useEffect(() => {
    if (wasGenerating.current && !generating) {
      void client.invalidateQueries({ queryKey: reportQueryKeys.file(listingKey) });
    }
    wasGenerating.current = generating;
  }, [client, generating, listingKey]);
  return {
    lookup,
    generating,
    availability: availabilityOf(lookup.data),
    reportUrl: lookup.data ? reportFileUrl(lookup.data.reportURLs) : undefined,
  };
};
