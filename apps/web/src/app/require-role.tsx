import { Navigate, Outlet } from 'react-router';
import { type Role } from '@rela/contracts';
import { FullScreenSpinner } from '../components/spinner';
import { useAccountInfo } from '../lib/account-info';
import { labels } from '../lib/labels';

/**
 * A list screen of one role (`/buyers` realtor, `/team` team lead, `/leaders` company owner):
 * anyone else goes to their own `/home`. Waits for the account info it decides by.
 */
export const RequireRole = ({ allowed }: { allowed: Role }) => {
  const { data: profile, isError } = useAccountInfo();
  if (isError) return <Navigate to="/home" replace />;
  if (!profile) return <FullScreenSpinner label={labels.loadingPage} />;
  return profile.role === allowed ? <Outlet /> : <Navigate to="/home" replace />;
};
