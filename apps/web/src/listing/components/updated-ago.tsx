import { complianceMessages } from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { confirmedDate, updatedLabel } from '../model/freshness';
import { useMinuteClock } from '../model/use-minute-clock';

/** A warning triangle, for data older than the MLS's rules allow. */
const StaleIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    className="size-3.5 shrink-0"
  >
    <path d="M12 9v4m0 3h.01M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
  </svg>
);

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
        <StaleIcon />
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
