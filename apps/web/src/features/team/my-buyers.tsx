import { useSearchParams } from 'react-router';
import { LazyBuyerHomes } from './components/lazy-buyer-homes';
import { BuyerHousehold } from './components/buyer-household';
import { BuyerCostDefaults } from './components/buyer-cost-defaults';
import { TeamList } from './components/team-list';
import { labels } from '../../lib/labels';

/**
 * My Buyers (realtor): the buyers (a household as one row, ADR 049), their homes, their loan
 * defaults (ADR 051), their household, invite and delete.
 */
export const MyBuyers = () => {
  const [params] = useSearchParams();
  const selected = params.get('buyerId');
  return (
    <TeamList
      kind="buyer"
      count={(buyer) => labels.team.propertyCount(buyer.properties.length)}
      canDelete={() => true}
      details={(buyer) => (
        <>
          <LazyBuyerHomes username={buyer.username} />
          <BuyerCostDefaults username={buyer.username} />
          <BuyerHousehold username={buyer.username} />
        </>
      )}
      initiallyOpen={(buyer) => selected !== null && [buyer.id, buyer.username].includes(selected)}
    />
  );
};
