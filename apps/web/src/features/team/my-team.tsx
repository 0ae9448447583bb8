import { teamMessages } from '@rela/contracts';
import { ListHeader } from './components/list-header';
import { ListEmpty, ListError, ListLoading } from './components/list-state';
import { MemberActions } from './components/member-actions';
import { MemberRow } from './components/member-row';
import { useTeamList } from './use-team-list';
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
export const MyTeam = ({ supervisorRole }: { supervisorRole?: string | null }) => {
  const { state, self, retry } = useTeamList();
  const canDelete = self.role === 'team-leader' || supervisorRole === 'team-leader';
  return (
    <section aria-label={labels.views['team-leader']}>
      <ListHeader title={labels.views['team-leader']} addLabel={text.addRealtor} kind="realtor" />
      {state.kind === 'loading' ? <ListLoading label={text.loadingRealtors} /> : null}
      {state.kind === 'error' ? (
        <ListError
          title={text.errorRealtors}
          message={teamMessages.realtorsLoadFailed}
          onRetry={retry}
        />
      ) : null}
      {state.kind === 'list' && state.members.length === 0 ? (
        <ListEmpty title={text.noRealtors} hint={text.noRealtorsHint} />
      ) : null}
      {state.kind === 'list' && state.members.length > 0 ? (
        <ul className="space-y-3">
          {state.members.map((realtor) => (
            <MemberRow
              key={realtor.username}
              member={realtor}
              count={text.buyerCount(realtor.activeBuyers)}
              actions={
                <MemberActions member={realtor} kind="realtor" self={self} canDelete={canDelete} />
              }
              details={() => <RealtorBuyers realtor={realtor} />}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
};
