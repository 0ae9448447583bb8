import { TeamList } from './components/team-list';
import type { TeamMember } from './utils/team-member';
import { labels } from '../../lib/labels';

const text = labels.team;

/** A realtor's details: their buyers and how many homes each has. */
const RealtorBuyers = ({ realtor }: { realtor: TeamMember }) =>
  realtor.children.length === 0 ? (
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
        </li>
      ))}
    </ul>
  );

/** My Team (team lead): the realtors, their buyers, invite and delete. */
export const MyTeam = ({ supervisorRole }: { supervisorRole?: string | null }) => (
  <TeamList
    kind="realtor"
    count={(realtor) => text.buyerCount(realtor.activeBuyers)}
    canDelete={(self) => self.role === 'team-leader' || supervisorRole === 'team-leader'}
    details={(realtor) => <RealtorBuyers realtor={realtor} />}
  />
);
