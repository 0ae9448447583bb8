import { useInfiniteQuery } from '@tanstack/react-query';
import { fairHousingRoutes, type FairHousingClass, type FairHousingSurface } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { saveAsFile } from '../../../lib/save-file';

/** The owner's filters: days (YYYY-MM-DD), a class, a surface; absent means all. */
export type AuditFilters = {
  from?: string;
  to?: string;
  class?: FairHousingClass;
  surface?: FairHousingSurface;
};

const queryOf = (filters: AuditFilters) => ({
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
  ...(filters.class ? { class: filters.class } : {}),
  ...(filters.surface ? { surface: filters.surface } : {}),
});

/** GET /{product}/fair-housing/audit: a page at a time, older pages by `nextBefore`. */
export const useFairHousingAudit = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: ['fair-housing', 'audit', queryOf(filters)] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(fairHousingRoutes.fairHousingAudit, {
        query: { ...queryOf(filters), ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

/** GET /{product}/fair-housing/audit.csv with the same filters, handed over as a download. */
export const downloadFairHousingCsv = async (filters: AuditFilters, today: string) =>
  saveAsFile(
    await call(fairHousingRoutes.fairHousingAuditCsv, { query: queryOf(filters) }),
    `rela-fair-housing-${today}.csv`,
  );
