import { useQuery } from '@tanstack/react-query';
import { complianceRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { saveAsFile } from '../../../lib/save-file';

/** GET /{product}/compliance: the rules in force, the data's age, opt-outs, incidents, photos. */
export const useCompliance = () =>
  useQuery({
    queryKey: ['compliance'] as const,
    queryFn: ({ signal }) => call(complianceRoutes.compliance, { signal }),
  });

/** GET /{product}/compliance/audit.csv with the session's token, handed over as a download. */
export const downloadAuditCsv = async (today: string) =>
  saveAsFile(await call(complianceRoutes.complianceAuditCsv, {}), `rela-mls-audit-${today}.csv`);
