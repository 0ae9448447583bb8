import { useAccountInfo } from '../../../lib/account-info';
import { LazyBuyerCostDefaults } from './lazy-cost-defaults';

/**
 * An expanded buyer's loan defaults (REQ-COST-DEFAULTS), for their own realtor alone: a lead
 * above may not read them (the server answers 403).
 */
export const BuyerCostDefaults = ({ username }: { username: string }) =>
  useAccountInfo().data?.role === 'realtor' ? <LazyBuyerCostDefaults username={username} /> : null;
