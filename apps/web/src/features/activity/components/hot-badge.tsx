import { activityMessages, type HotReason } from '@rela/contracts';
import { cx } from '../../../lib/class-names';
import { FlameIcon } from './activity-icons';

/** "Hot" on a realtor's buyer-home tile and in the feed; its name says why (REQ-ACTIVITY-HOT). */
export const HotBadge = ({ reason, className }: { reason: HotReason; className?: string }) => {
  const why = activityMessages.hotReasons[reason];
  return (
    <span
      title={why}
      className={cx(
        'inline-flex items-center gap-1 rounded-full bg-orange-700 px-2 py-0.5 text-xs font-semibold text-white shadow-sm',
        className,
      )}
    >
      <FlameIcon />
      <span aria-hidden="true">{activityMessages.hot}</span>
      <span className="sr-only">{activityMessages.hotBadgeLabel(why)}</span>
    </span>
  );
};
