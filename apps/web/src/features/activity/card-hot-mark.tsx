import type { CardHome } from '../../listing/slots/home-slots';
import { useHotHomes } from './api/hot-homes';
import { HotBadge } from './components/hot-badge';

/**
 * "Hot" over a tile's photo (REQ-ACTIVITY-HOT), in its slot (ADR 045): for the buyer's own realtor
 * alone, from that buyer's one Hot homes answer, which every tile shares.
 */
export const CardHotMark = ({ listingKey, thread, className }: CardHome) => {
  const buyer = thread?.side === 'realtor' ? thread.buyer : undefined;
  const reason = useHotHomes(buyer ?? '', buyer !== undefined).data?.get(listingKey);
  return reason ? <HotBadge reason={reason} className={className} /> : null;
};
