import { useSearchParams } from 'react-router';
import { BuyerHomes } from './components/buyer-homes';
import { TeamList } from './components/team-list';
import { labels } from '../../lib/labels';

/** My Buyers (realtor): the buyers, their homes, invite and delete. */
export const MyBuyers = () => {
  const [params] = useSearchParams();
  const selected = params.get('buyerId');
  return (
    <TeamList
      kind="buyer"
      count={(buyer) => labels.team.propertyCount(buyer.properties.length)}
      canDelete={() => true}
      details={(buyer) => <BuyerHomes username={buyer.username} />}
      initiallyOpen={(buyer) => selected !== null && [buyer.id, buyer.username].includes(selected)}
    />
  );
};
