import { cx } from '../../lib/class-names';
import { notAvailable } from '../model/format';

const tone = (status: string | null) => {
  if (status === 'Active') return 'bg-green-100 text-green-800 ring-green-600/20';
  if (status === 'Pending' || status === 'Active Under Contract' || status === 'Coming Soon') {
    return 'bg-amber-100 text-amber-900 ring-amber-600/20';
  }
  return 'bg-slate-100 text-slate-700 ring-slate-500/20';
};

/**
 * The listing's status: Active green, pending-like amber, anything else neutral; `muted` (a home
 * that left the market, its status the last known one) neutral whatever it says.
 */
export const StatusBadge = ({
  status,
  muted = false,
}: {
  status: string | null;
  muted?: boolean;
}) => (
  <span
    data-status={status ?? undefined}
    className={cx(
      'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
      muted ? tone(null) : tone(status),
    )}
  >
    {status ?? notAvailable}
  </span>
);
