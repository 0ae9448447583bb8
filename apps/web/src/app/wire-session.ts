import type { QueryClient } from '@tanstack/react-query';
import { forgetReads } from '../lib/api-client';
import { clearPrivateOfflineCaches } from '../lib/offline-caches';
import type { Session } from '../lib/session';

type Navigate = (to: string, options: { replace: boolean; state?: unknown }) => unknown;

/**
 * When the session ends for any reason (logout, a 401, a failed refresh, another tab), the cached
 * server data is dropped and the user goes to the sign-in screen, with the reason when there is one.
 * The device forgets the person too (ADR 054): the worker's copy of their list, the reads the worker
 * would be asked for again at its first install, and the push subscription (their notices must
 * not reach whoever signs in next).
 */
export const wireSession = (session: Session, queryClient: QueryClient, navigate: Navigate) =>
  session.onSignedOut((notice) => {
    queryClient.clear();
    forgetReads();
    void clearPrivateOfflineCaches();
    void import('../lib/push-device').then((push) => push.dropPushSubscription());
    void navigate('/auth/login', { replace: true, state: notice ? { notice } : undefined });
  });
