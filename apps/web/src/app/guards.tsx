import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/spinner';
import { useSession } from '../lib/session-context';
import { labels } from '../lib/labels';

const Restoring = () => <FullScreenSpinner label={labels.restoringSession} />;

/** Pages behind login: wait for a stored session to refresh, send visitors to sign-in. */
export const RequireAuth = () => {
  const { status, notice } = useSession();
  if (status === 'restoring') return <Restoring />;
  if (status === 'anonymous') {
    return <Navigate to="/auth/login" replace state={notice ? { notice } : undefined} />;
  }
  return <Outlet />;
};

/** The unauthenticated area: a signed-in user goes to /home. */
export const RedirectIfAuthenticated = () => {
  const { status } = useSession();
  if (status === 'restoring') return <Restoring />;
  if (status === 'authenticated') return <Navigate to="/home" replace />;
  return <Outlet />;
};
