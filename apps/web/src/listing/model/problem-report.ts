import { useMutation } from '@tanstack/react-query';
import { complianceRoutes } from '@rela/contracts';
import { call } from '../../lib/api-client';

/** POST /{product}/listings/{listingKey}/problem-reports: a buyer's words, to their realtor. */
export const useReportProblem = (listingKey: string) =>
  useMutation({
    mutationFn: (text: string) =>
      call(complianceRoutes.reportListingProblem, { params: { listingKey }, body: { text } }),
  });
