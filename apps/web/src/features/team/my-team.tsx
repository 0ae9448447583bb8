import { LazyCompanyCostDefaults } from './components/lazy-cost-defaults';
import { TeamList } from './components/team-list';
import { MoveBuyerButton } from './components/move-buyer-button';
import { useTeamUsers } from '../../lib/team-users';
import { toTeamMember, type TeamMember } from './utils/team-member';
import { labels } from '../../lib/labels';

const text = labels.team;

/** The team's registered realtors: where a buyer may move (REQ-TEAM-MOVE-BUYER). */
const useTeamRealtors = (): TeamMember[] =>
  (useTeamUsers().data ?? [])
    .map(toTeamMember)
    .filter((member) => member.role === 'realtor' && member.registrationStatus === 'completed');

/** A realtor's details: their buyers, how many homes each has, and moving one to another realtor. */
const RealtorBuyers = ({ realtor }: { realtor: TeamMember }) => {
  const others = useTeamRealtors().filter((other) => other.username !== realtor.username);
  return realtor.children.length === 0 ? (
    <div className="text-sm">
      <p className="font-medium text-slate-700">{text.noRealtorBuyers}</p>
      <p className="mt-1 text-slate-500">{text.noRealtorBuyersHint}</p>
    </div>
  ) : (
    <ul className="divide-y divide-slate-100 text-sm">
      {realtor.children.map((buyer) => (
        <li key={buyer.username} className="flex items-center justify-between gap-3 py-2">
          <span className="min-w-0 truncate font-medium text-slate-800">
            {buyer.name} · {text.homeCount(buyer.properties.length)}
          </span>
          {buyer.registrationStatus === 'completed' ? (
            <MoveBuyerButton buyer={buyer} from={realtor} realtors={others} />
          ) : null}
        </li>
      ))}
    </ul>
  );
};

/**
 * My Team (team lead): the company's loan defaults (read only), the realtors, their buyers, invite,
 * delete and move a buyer.
 */
export const MyTeam = ({ supervisorRole }: { supervisorRole?: string | null }) => (
  <TeamList
    kind="realtor"
    count={(realtor) => text.buyerCount(realtor.activeBuyers)}
    canDelete={(self) => self.role === 'team-leader' || supervisorRole === 'team-leader'}
    details={(realtor) => <RealtorBuyers realtor={realtor} />}
    intro={<LazyCompanyCostDefaults />}
  />
);
