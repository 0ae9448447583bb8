import { useDeferredValue, type ReactNode } from 'react';
import { useAccountInfo } from '../../lib/account-info';
import { useMySupervisorInfo } from './api/get-my-supervisor-info';
import { PartialLoadWarning } from './components/partial-load-warning';
import { SupervisorCard, SupervisorCardLoading } from './components/supervisor-card';
import { HomePage } from './home-page';
import { hasSupervisor } from './utils/supervisor-contact';

/**
 * The supervisor card (or the partial-load warning) on top of the role's view and the chat; none
 * for a company owner, who has no supervisor (so no card that reads as an error).
 */
const SupervisorSlot = () => {
  const { data: profile } = useAccountInfo();
  const wanted = !profile || hasSupervisor(profile.role);
  // Its answer is drawn deferred, in a render React may interrupt (docs/performance.md).
  const supervisor = useDeferredValue(useMySupervisorInfo({ wanted }));
  if (!wanted) return null;
  if (supervisor.isPending) return <SupervisorCardLoading />;
  if (supervisor.isError) {
    return (
      <div className="space-y-4">
        <PartialLoadWarning />
        <SupervisorCard info={null} />
      </div>
    );
  }
  return <SupervisorCard info={supervisor.data} />;
};

/** `/home` once the account info has loaded: the layout with the supervisor card filled in. */
export const DashboardHome = ({ main, aside }: { main: ReactNode; aside?: ReactNode }) => (
  <HomePage top={<SupervisorSlot />} main={main} aside={aside} />
);
