import { useMySupervisorInfo } from '../features/dashboard';
import { MyTeam } from '../features/team';

/** My Team with the viewer's supervisor role, which the delete rule also reads (spec 001 section 2). */
export const TeamLeadView = () => {
  const supervisor = useMySupervisorInfo();
  return <MyTeam supervisorRole={supervisor.data?.supervisorRole ?? null} />;
};
