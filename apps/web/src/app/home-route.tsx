import { lazy, Suspense } from 'react';
import { DashboardHome } from '../features/dashboard';
import { useAccountInfo } from '../lib/account-info';
import { RoleSwitch } from './role-switch';

/** Rela and its Markdown renderer load beside the dashboard, never in its way. */
const ChatAside = lazy(async () => ({ default: (await import('./chat-aside')).ChatAside }));

/** `/home`: the dashboard (supervisor card on top) with the signed-in role's view in its main slot. */
export const HomeRoute = () => {
  const { data: profile } = useAccountInfo();
  return profile ? (
    <DashboardHome
      main={<RoleSwitch userRole={profile.role} />}
      aside={
        <Suspense fallback={null}>
          <ChatAside role={profile.role} />
        </Suspense>
      }
    />
  ) : null;
};
