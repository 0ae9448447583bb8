import { syncStatusResponseSchema } from '../replica';
import { apiRoute } from '../route';

/** The MLS replica's operations (ADRs 021 and 027). */
export const replicaRoutes = {
  /** Company owners only; anyone else signed in gets 403. */
  mlsSyncStatus: apiRoute({
    method: 'GET',
    path: '/mls/sync-status',
    access: 'signed-in',
    tag: 'replica',
    ok: { 200: syncStatusResponseSchema },
    errors: [401, 403],
  }),
} as const;
