import { cx } from '../../lib/class-names';
import { confirmedDate, updatedLabel } from '../model/freshness';
import { useMinuteClock } from '../model/use-minute-clock';

/**
 * When the facts were last confirmed against the MLS, relative (`Updated 3 min ago`) and moving
 * every minute, with the full date as its title. Nothing for a time that does not parse.
 */
export const UpdatedAgo = ({
  confirmedAt,
  className,
}: {
  confirmedAt: string;
  className?: string;
}) => {
  const now = useMinuteClock();
  const label = updatedLabel(confirmedAt, now);
  if (!label) return null;
  return (
    <time
      dateTime={new Date(confirmedAt).toISOString()}
      title={confirmedDate(confirmedAt)}
      className={cx('text-xs whitespace-nowrap text-slate-500 tabular-nums', className)}
    >
      {label}
    </time>
  );
};
