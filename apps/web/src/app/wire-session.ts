import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../lib/session';

type Navigate = (to: string, options: { replace: boolean; state?: unknown }) => unknown;

/**
 * When the session ends for any reason (logout, a 401, a failed refresh, another tab), the cached
 * server data is dropped and the user goes to the sign-in screen, with the reason when there is one.
 */
export const wireSession = (session: Session, queryClient: QueryClient, navigate: Navigate) =>
  session.onSignedOut((notice) => {
    queryClient.clear();
    void navigate('/auth/login', { replace: true, state: notice ? { notice } : undefined });
  });
