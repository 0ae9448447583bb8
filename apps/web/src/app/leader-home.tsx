import { MyLeaders } from '../features/team';
import { AttentionCard } from '../features/team-performance/attention-card';
import { TeamLeadView } from './team-lead-view';

/*
 * A team lead's and an owner's view on /home: what needs their attention first, then their list
 * (REQ-PERFORMANCE-ATTENTION). The card loads with the view, so a buyer's or a realtor's /home
 * never downloads it.
 */

export const LeadHome = () => (
  <div className="space-y-6">
    <AttentionCard />
    <TeamLeadView />
  </div>
);

export const OwnerHome = () => (
  <div className="space-y-6">
    <AttentionCard />
    <MyLeaders />
  </div>
);
