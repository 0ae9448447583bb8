import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '@rela/contracts';
import { Button } from '../../components/button';
import { BuyerHomes } from './components/buyer-homes';
import { DeleteUserButton, type Self } from './components/delete-user-button';
import { ListHeader } from './components/list-header';
import { ListEmpty, ListError, ListLoading } from './components/list-state';
import { MemberSummary } from './components/member-summary';
import { useTeamList } from './use-team-list';
import type { TeamMember } from './utils/team-member';

const text = messages.ui.team;

const BuyerRow = ({
  buyer,
  self,
  initiallyOpen,
}: {
  buyer: TeamMember;
  self: Self;
  initiallyOpen: boolean;
}) => {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <li
      aria-label={buyer.name}
      aria-current={initiallyOpen || undefined}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-2">
        <MemberSummary member={buyer} count={text.propertyCount(buyer.properties.length)} />
        <DeleteUserButton member={buyer} kind="buyer" self={self} />
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-label={open ? text.collapse(buyer.name) : text.expand(buyer.name)}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? '▲' : '▼'}
        </Button>
      </div>
      {open ? (
        <div className="mt-4">
          <BuyerHomes username={buyer.username} />
        </div>
      ) : null}
    </li>
  );
};

/** My Buyers (realtor): the buyers, their homes, invite and delete. */
export const MyBuyers = () => {
  const { state, self, retry } = useTeamList();
  const [params] = useSearchParams();
  const selected = params.get('buyerId');
  return (
    <section aria-label={messages.ui.views.realtor}>
      <ListHeader title={messages.ui.views.realtor} addLabel={text.addBuyer} kind="buyer" />
      {state.kind === 'loading' ? <ListLoading label={text.loadingBuyers} /> : null}
      {state.kind === 'error' ? (
        <ListError
          title={text.errorBuyers}
          message={messages.team.buyersLoadFailed}
          onRetry={retry}
        />
      ) : null}
      {state.kind === 'list' && state.members.length === 0 ? (
        <ListEmpty title={text.noBuyers} hint={text.noBuyersHint} />
      ) : null}
      {state.kind === 'list' && state.members.length > 0 ? (
        <ul className="space-y-3">
          {state.members.map((buyer) => (
            <BuyerRow
              key={buyer.username}
              buyer={buyer}
              self={self}
              initiallyOpen={selected !== null && [buyer.id, buyer.username].includes(selected)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
};
