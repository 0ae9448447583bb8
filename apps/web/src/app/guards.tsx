import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { messages, type Role } from '@rela/contracts';
import { FullScreenSpinner } from '../components/spinner';
import { useAccountInfo } from '../lib/account-info';
import { useSession } from '../lib/session-context';

const Restoring = () => <FullScreenSpinner label={messages.ui.restoringSession} />;

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

/**
 * A list screen of one role (`/buyers` realtor, `/team` team lead, `/leaders` company owner):
 * anyone else goes to their own `/home`. Waits for the account info it decides by.
 */
export const RequireRole = ({ allowed, children }: { allowed: Role; children: ReactNode }) => {
  const { data: profile, isError } = useAccountInfo();
  if (isError) return <Navigate to="/home" replace />;
  if (!profile) return <FullScreenSpinner label={messages.ui.loadingPage} />;
  return profile.role === allowed ? children : <Navigate to="/home" replace />;
};
