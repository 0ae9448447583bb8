import { teamMessages } from '@rela/contracts';
import { ListHeader } from './components/list-header';
import { ListEmpty, ListError, ListLoading } from './components/list-state';
import { MemberActions } from './components/member-actions';
import { MemberRow } from './components/member-row';
import { useTeamList } from './use-team-list';
import { labels } from '../../lib/labels';

const text = labels.team;

/** My Leaders (company owner): the team leads, invite, and resend or cancel an invitation. */
export const MyLeaders = () => {
  const { state, self, retry } = useTeamList();
  return (
    <section aria-label={labels.views['company-owner']}>
      <ListHeader
        title={labels.views['company-owner']}
        addLabel={text.addTeamLead}
        kind="teamLead"
      />
      {state.kind === 'loading' ? <ListLoading label={text.loadingLeads} /> : null}
      {state.kind === 'error' ? (
        <ListError title={text.errorLeads} message={teamMessages.leadsLoadFailed} onRetry={retry} />
      ) : null}
      {state.kind === 'list' && state.members.length === 0 ? (
        <ListEmpty title={text.noLeads} hint={text.noLeadsHint} />
      ) : null}
      {state.kind === 'list' && state.members.length > 0 ? (
        <ul className="space-y-3">
          {state.members.map((lead) => (
            <MemberRow
              key={lead.username}
              member={lead}
              count={text.realtorCount(lead.teamSize)}
              actions={
                <MemberActions member={lead} kind="teamLead" self={self} canDelete={false} />
              }
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
};
