import { messages } from '@rela/contracts';
import { ListHeader } from './components/list-header';
import { ListEmpty, ListError, ListLoading } from './components/list-state';
import { MemberSummary } from './components/member-summary';
import { useTeamList } from './use-team-list';

const text = messages.ui.team;

/** My Leaders (company owner): the team leads and invite. */
export const MyLeaders = () => {
  const { state, retry } = useTeamList();
  return (
    <section aria-label={messages.ui.views['company-owner']}>
      <ListHeader
        title={messages.ui.views['company-owner']}
        addLabel={text.addTeamLead}
        kind="teamLead"
      />
      {state.kind === 'loading' ? <ListLoading label={text.loadingLeads} /> : null}
      {state.kind === 'error' ? (
        <ListError
          title={text.errorLeads}
          message={messages.team.leadsLoadFailed}
          onRetry={retry}
        />
      ) : null}
      {state.kind === 'list' && state.members.length === 0 ? (
        <ListEmpty title={text.noLeads} />
      ) : null}
      {state.kind === 'list' && state.members.length > 0 ? (
        <ul className="space-y-3">
          {state.members.map((lead) => (
            <li
              key={lead.username}
              aria-label={lead.name}
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <MemberSummary member={lead} count={text.realtorCount(lead.teamSize)} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
};
