import { useQuery } from '@tanstack/react-query';
import { complianceRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** GET /{product}/compliance: the rules in force, the data's age, opt-outs, incidents, photos. */
export const useCompliance = () =>
  useQuery({
    queryKey: ['compliance'] as const,
    queryFn: ({ signal }) => call(complianceRoutes.compliance, { signal }),
  });

/** GET /{product}/compliance/audit.csv with the session's token, handed over as a download. */
export const downloadAuditCsv = async (today: string) => {
  const text = await call(complianceRoutes.complianceAuditCsv, {});
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `rela-mls-audit-${today}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
