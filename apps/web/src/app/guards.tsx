import { useDeferredValue } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/spinner';
import { useSession } from '../lib/session-context';
import { labels } from '../lib/labels';

const Restoring = () => <FullScreenSpinner label={labels.restoringSession} />;

/**
 * Pages behind login: wait for a stored session to refresh, send visitors to sign-in. Once the
 * session is restored, the signed-in pages mount in a render React may interrupt (the deferred
 * status), so that a phone's main thread is never held by the whole shell at once.
 */
export const RequireAuth = () => {
  const { status, notice } = useSession();
  const shown = useDeferredValue(status);
  if (status === 'anonymous') {
    return <Navigate to="/auth/login" replace state={notice ? { notice } : undefined} />;
  }
  if (status === 'restoring' || shown === 'restoring') return <Restoring />;
  return <Outlet />;
};

/** The unauthenticated area: a signed-in user goes to /home. */
export const RedirectIfAuthenticated = () => {
  const { status } = useSession();
  if (status === 'restoring') return <Restoring />;
  if (status === 'authenticated') return <Navigate to="/home" replace />;
  return <Outlet />;
};
