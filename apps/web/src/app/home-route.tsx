import { DashboardHome } from '../features/dashboard';
import { useAccountInfo } from '../lib/account-info';
import { RoleSwitch } from './role-switch';

/** `/home`: the dashboard (supervisor card on top) with the signed-in role's view in its main slot. */
export const HomeRoute = () => {
  const { data: profile } = useAccountInfo();
  return profile ? <DashboardHome main={<RoleSwitch userRole={profile.role} />} /> : null;
};
