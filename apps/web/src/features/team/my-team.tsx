import { useState } from 'react';
import { messages } from '@rela/contracts';
import { Button } from '../../components/button';
import { DeleteUserButton, type Self } from './components/delete-user-button';
import { ListHeader } from './components/list-header';
import { ListEmpty, ListError, ListLoading } from './components/list-state';
import { MemberSummary } from './components/member-summary';
import { useTeamList } from './use-team-list';
import type { TeamMember } from './utils/team-member';

const text = messages.ui.team;

const RealtorRow = ({
  realtor,
  self,
  canDelete,
}: {
  realtor: TeamMember;
  self: Self;
  canDelete: boolean;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <li
      aria-label={realtor.name}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-2">
        <MemberSummary member={realtor} count={text.buyerCount(realtor.activeBuyers)} />
        {canDelete ? <DeleteUserButton member={realtor} kind="realtor" self={self} /> : null}
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-label={open ? text.collapse(realtor.name) : text.expand(realtor.name)}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? '▲' : '▼'}
        </Button>
      </div>
      {open ? (
        realtor.children.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{text.noRealtorBuyers}</p>
        ) : (
          <ul className="mt-3 space-y-1 text-sm text-slate-700">
            {realtor.children.map((buyer) => (
              <li key={buyer.username}>
                {buyer.name} · {text.homeCount(buyer.properties.length)}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </li>
  );
};

/** My Team (team lead): the realtors, their buyers, invite and delete. */
export const MyTeam = ({ supervisorRole }: { supervisorRole?: string | null }) => {
  const { state, self, retry } = useTeamList();
  const canDelete = self.role === 'team-leader' || supervisorRole === 'team-leader';
  return (
    <section aria-label={messages.ui.views['team-leader']}>
      <ListHeader
        title={messages.ui.views['team-leader']}
        addLabel={text.addRealtor}
        kind="realtor"
      />
      {state.kind === 'loading' ? <ListLoading label={text.loadingRealtors} /> : null}
      {state.kind === 'error' ? (
        <ListError
          title={text.errorRealtors}
          message={messages.team.realtorsLoadFailed}
          onRetry={retry}
        />
      ) : null}
      {state.kind === 'list' && state.members.length === 0 ? (
        <ListEmpty title={text.noRealtors} />
      ) : null}
      {state.kind === 'list' && state.members.length > 0 ? (
        <ul className="space-y-3">
          {state.members.map((realtor) => (
            <RealtorRow
              key={realtor.username}
              realtor={realtor}
              self={self}
              canDelete={canDelete}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
};
