import { useSearchParams } from 'react-router';
import { teamMessages } from '@rela/contracts';
import { BuyerHomes } from './components/buyer-homes';
import { ListHeader } from './components/list-header';
import { ListEmpty, ListError, ListLoading } from './components/list-state';
import { MemberActions } from './components/member-actions';
import { MemberRow } from './components/member-row';
import { useTeamList } from './use-team-list';
import { labels } from '../../lib/labels';

const text = labels.team;

/** My Buyers (realtor): the buyers, their homes, invite and delete. */
export const MyBuyers = () => {
  const { state, self, retry } = useTeamList();
  const [params] = useSearchParams();
  const selected = params.get('buyerId');
  return (
    <section aria-label={labels.views.realtor}>
      <ListHeader title={labels.views.realtor} addLabel={text.addBuyer} kind="buyer" />
      {state.kind === 'loading' ? <ListLoading label={text.loadingBuyers} /> : null}
      {state.kind === 'error' ? (
        <ListError
          title={text.errorBuyers}
          message={teamMessages.buyersLoadFailed}
          onRetry={retry}
        />
      ) : null}
      {state.kind === 'list' && state.members.length === 0 ? (
        <ListEmpty title={text.noBuyers} hint={text.noBuyersHint} />
      ) : null}
      {state.kind === 'list' && state.members.length > 0 ? (
        <ul className="space-y-3">
          {state.members.map((buyer) => (
            <MemberRow
              key={buyer.username}
              member={buyer}
              count={text.propertyCount(buyer.properties.length)}
              actions={<MemberActions member={buyer} kind="buyer" self={self} canDelete />}
              details={() => <BuyerHomes username={buyer.username} />}
              initiallyOpen={selected !== null && [buyer.id, buyer.username].includes(selected)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
};
