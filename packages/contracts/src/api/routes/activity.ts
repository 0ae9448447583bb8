import {
  activityCountsResponseSchema,
  activityQuerySchema,
  activityResponseSchema,
  activityViewBodySchema,
  activityViewResponseSchema,
} from '../activity';
import { apiRoute } from '../route';

/** The realtor's activity feed (ADR 033): what buyers do, recorded for their realtor. */
export const activityRoutes = {
  /** A buyer opened a home's dialog: recorded at most once per home per 30 minutes. */
  recordView: apiRoute({
    method: 'POST',
    path: '/:product/activity/view',
    access: 'signed-in',
    tag: 'activity',
    body: activityViewBodySchema,
    ok: { 200: activityViewResponseSchema },
    errors: [400, 401, 404],
  }),
  /** A realtor's buyers' events (`?buyer=` one of them; another's is a 404) and their Hot homes. */
  activity: apiRoute({
    method: 'GET',
    path: '/:product/activity',
    access: 'signed-in',
    tag: 'activity',
    query: activityQuerySchema,
    ok: { 200: activityResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  /** Counts only: a team lead's per realtor, an owner's per team lead (a buyer: 403). */
  activityCounts: apiRoute({
    method: 'GET',
    path: '/:product/activity/counts',
    access: 'signed-in',
    tag: 'activity',
    ok: { 200: activityCountsResponseSchema },
    errors: [401, 403],
  }),
} as const;
