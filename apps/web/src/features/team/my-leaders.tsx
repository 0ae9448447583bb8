import { TeamList } from './components/team-list';
import { labels } from '../../lib/labels';

/** My Leaders (company owner): the team leads, invite, and resend or cancel an invitation. */
export const MyLeaders = () => (
  <TeamList
    kind="teamLead"
    count={(lead) => labels.team.realtorCount(lead.teamSize)}
    canDelete={() => false}
  />
);
