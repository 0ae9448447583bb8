import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { teamPerformanceRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { saveAsFile } from '../../../lib/save-file';
import type { Period } from '../utils/period';

/** The period, and a team lead's username when an owner opens that lead's realtors. */
export type PerformanceQuery = Period & { lead?: string };

const queryOf = ({ from, to, lead }: PerformanceQuery) => ({ from, to, ...(lead ? { lead } : {}) });

/**
 * GET /{product}/team-performance (ADR 053): a lead's realtors, an owner's leads (or one lead's
 * realtors), a realtor's own row. The last figures stay while another period loads.
 */
export const useTeamPerformance = (query: PerformanceQuery, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['team-performance', queryOf(query)] as const,
    queryFn: ({ signal }) =>
      call(teamPerformanceRoutes.teamPerformance, { query: queryOf(query), signal }),
    placeholderData: keepPreviousData,
  });

/** GET /{product}/team-performance.csv for the same period, with the session's token, saved. */
export const downloadPerformanceCsv = async (query: PerformanceQuery) =>
  saveAsFile(
    await call(teamPerformanceRoutes.teamPerformanceCsv, { query: queryOf(query) }),
    `rela-performance-${query.from}-to-${query.to}${query.lead ? `-${query.lead}` : ''}.csv`,
  );
