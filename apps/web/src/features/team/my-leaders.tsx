import { LazyCompanyCostDefaults } from './components/lazy-cost-defaults';
import { TeamList } from './components/team-list';
import { labels } from '../../lib/labels';

/**
 * My Leaders (company owner): the company's loan defaults (the owner sets the current rate where
 * they land each time, ADR 051), then the team leads, invite, and resend or cancel an invitation.
 */
export const MyLeaders = () => (
  <TeamList
    kind="teamLead"
    count={(lead) => labels.team.realtorCount(lead.teamSize)}
    canDelete={() => false}
    intro={<LazyCompanyCostDefaults />}
  />
);
