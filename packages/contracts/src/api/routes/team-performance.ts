import {
  teamAttentionResponseSchema,
  teamPerformanceCsvSchema,
  teamPerformanceQuerySchema,
  teamPerformanceResponseSchema,
} from '../team-performance';
import { apiRoute } from '../route';

/** How a team's buyers are served, in counts and times (ADR 053, REQ-PERFORMANCE). */
export const teamPerformanceRoutes = {
  /** A lead: their realtors; an owner: their leads, or one lead's realtors; a realtor: themselves. */
  teamPerformance: apiRoute({
    method: 'GET',
    path: '/:product/team-performance',
    access: 'signed-in',
    tag: 'team-performance',
    query: teamPerformanceQuerySchema,
    ok: { 200: teamPerformanceResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  /** What needs the caller's attention now, over everyone below them. */
  teamPerformanceAttention: apiRoute({
    method: 'GET',
    path: '/:product/team-performance/attention',
    access: 'signed-in',
    tag: 'team-performance',
    ok: { 200: teamAttentionResponseSchema },
    errors: [401, 403],
  }),
  teamPerformanceCsv: apiRoute({
    method: 'GET',
    path: '/:product/team-performance.csv',
    access: 'signed-in',
    tag: 'team-performance',
    query: teamPerformanceQuerySchema,
    ok: { 200: teamPerformanceCsvSchema },
    errors: [400, 401, 403, 404],
    produces: 'text/csv',
  }),
} as const;
