import { cx } from '../../../lib/class-names';
import type { Sort, SortKey } from '../utils/sort-rows';

/** A column's header as a button: click or Enter sorts by it, again reverses; aria-sort says how. */
export const SortHeader = ({
  by,
  label,
  sort,
  onSort,
  className,
  align = 'right',
  rowSpan,
  context,
}: {
  by: SortKey;
  label: string;
  /** Its group's name, read before the label ("Homes Sent", "Alerts Sent"). */
  context?: string;
  sort: Sort;
  onSort: (by: SortKey) => void;
  className?: string;
  align?: 'left' | 'right';
  rowSpan?: number;
}) => {
  const active = sort.by === by;
  const name = context ? `${context} ${label}` : undefined;
  return (
    <th
      scope="col"
      rowSpan={rowSpan}
      aria-label={name}
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      className={cx('px-0.5 py-1.5 font-semibold whitespace-nowrap', className)}
    >
      <button
        type="button"
        onClick={() => onSort(by)}
        aria-label={name}
        className={cx(
          'inline-flex min-h-8 w-full items-center gap-0.5 rounded-md px-1 hover:bg-slate-200/60 hover:text-slate-900',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-900',
          align === 'right' ? 'justify-end text-right' : 'justify-start text-left',
          active ? 'text-slate-900' : 'text-slate-600',
        )}
      >
        {label}
        <svg
          viewBox="0 0 12 12"
          aria-hidden="true"
          className={cx('size-2.5 shrink-0 fill-current', active ? 'opacity-100' : 'opacity-30')}
        >
          {active ? (
            <path d={sort.descending ? 'M6 10 1 3h10Z' : 'M6 2 11 9H1Z'} />
          ) : (
            <path d="M6 1 10 5H2Zm0 10L2 7h8Z" />
          )}
        </svg>
      </button>
    </th>
  );
};
