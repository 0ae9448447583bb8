import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';

const text = labels.account;

/** Verified (green) or Unverified (amber) beside an e-mail address or phone number. */
export const VerificationBadge = ({ verified }: { verified: boolean }) => (
  <span
    className={cx(
      'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
      verified
        ? 'bg-green-50 text-green-800 ring-green-200'
        : 'bg-amber-50 text-amber-800 ring-amber-200',
    )}
  >
    {verified ? text.verified : text.unverified}
  </span>
);
