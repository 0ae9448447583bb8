import { complianceMessages } from '@rela/contracts';
import { WarningIcon } from '../../components/icons';
import { cx } from '../../lib/class-names';
import { confirmedDate, updatedLabel } from '../model/freshness';
import { useMinuteClock } from '../model/use-minute-clock';

/**
 * When the facts were last confirmed against the MLS, relative (`Updated 3 min ago`) and moving
 * every minute, with the full date as its title; `Listing data may be out of date` instead once
 * the facts are older than the MLS's display rules allow (`stale`, ADR 048). Nothing for a time
 * that does not parse.
 */
export const UpdatedAgo = ({
  confirmedAt,
  stale,
  className,
}: {
  confirmedAt: string;
  stale?: boolean;
  className?: string;
}) => {
  const now = useMinuteClock();
  const label = updatedLabel(confirmedAt, now);
  if (!label) return null;
  if (stale) {
    return (
      <p
        title={confirmedDate(confirmedAt)}
        className={cx(
          'inline-flex items-center gap-1 self-start rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-800 ring-1 ring-amber-200',
          className,
        )}
      >
        <WarningIcon className="shrink-0" />
        {complianceMessages.stale}
      </p>
    );
  }
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
