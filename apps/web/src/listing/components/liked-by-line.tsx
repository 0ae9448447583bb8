import { cx } from '../../lib/class-names';
import { HeartIcon } from '../../components/icons';

/** Who in a household likes a home (ADR 049): "You and Alex like this", "Only Alex". */
export const LikedByLine = ({ line, className }: { line: string; className?: string }) => (
  <p
    title={line}
    className={cx('flex min-w-0 items-center gap-1 text-xs font-medium text-rose-700', className)}
  >
    <HeartIcon className="size-3.5 shrink-0" />
    <span className="truncate">{line}</span>
  </p>
);
