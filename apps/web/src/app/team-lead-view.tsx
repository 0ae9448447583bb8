import { useMySupervisorInfo } from '../features/dashboard';
import { MyTeam } from '../features/team';

/** My Team with the viewer's supervisor role, which the delete rule also reads (REQ-MY-TEAM). */
export const TeamLeadView = () => {
  const supervisor = useMySupervisorInfo();
  return <MyTeam supervisorRole={supervisor.data?.supervisorRole ?? null} />;
};
