import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DashboardError, DashboardLoading } from '../../features/dashboard';
import { useAccountInfo } from '../../lib/account-info';
import { useSessionActions } from '../../lib/session-context';
import { AppHeader } from '../header/app-header';
import { ViewLoading } from '../view-loading';

/** Pages behind login: the account info loads first, then the header and the page. */
export const SignedInLayout = () => {
  const session = useSessionActions();
  const accountInfo = useAccountInfo();
  if (accountInfo.isPending) return <DashboardLoading />;
  if (accountInfo.isError) {
    return (
      <DashboardError
        error={accountInfo.error}
        onRetry={() => void accountInfo.refetch()}
        onLogout={() => void session.logout()}
      />
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader profile={accountInfo.data} onLogout={() => void session.logout()} />
      <main className="flex-1">
        <Suspense fallback={<ViewLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
};
