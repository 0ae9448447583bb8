import { cx } from '../../lib/class-names';
import { HeartIcon } from '../../components/icons';
import { labels } from '../../lib/labels';

/** A buyer's favourite (a locked home): a filled heart and the word Liked, on its photo. */
export const LikedBadge = ({ className }: { className?: string }) => (
  <span
    role="img"
    aria-label={labels.property.liked}
    className={cx(
      'inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-rose-700 shadow-sm ring-1 ring-slate-900/5',
      className,
    )}
  >
    <HeartIcon className="size-3.5" />
    <span aria-hidden="true">{labels.property.liked}</span>
  </span>
);
