import { useAccountInfo } from '../../../lib/account-info';
import { CostDefaultsPanel } from './cost-defaults-panel';

/**
 * An expanded buyer's loan defaults (REQ-COST-DEFAULTS), for their own realtor alone: a lead
 * above may not read them (the server answers 403).
 */
export const BuyerCostDefaults = ({ username }: { username: string }) =>
  useAccountInfo().data?.role === 'realtor' ? <CostDefaultsPanel buyer={username} /> : null;
