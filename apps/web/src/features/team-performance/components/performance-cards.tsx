import type { ReactNode } from 'react';
import type { PerformanceRow, TeamPerformanceResponse } from '@rela/contracts';
import { cx } from '../../../lib/class-names';
import { useTeamPerformance } from '../api/team-performance';
import { performanceTexts } from '../texts';
import { formatValue, metrics } from '../utils/figures';
import type { Period } from '../utils/period';
import { sortRows, type Sort, type SortKey } from '../utils/sort-rows';
import { ExpandButton } from './expand-button';
import { TrendLine } from './trend-line';

const text = performanceTexts.table;
const fieldClass =
  'mt-1 block min-h-10 w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-slate-900';

const Card = ({
  row,
  sub = false,
  expand,
  children,
}: {
  row: PerformanceRow;
  sub?: boolean;
  expand?: { open: boolean; onToggle: () => void };
  children?: ReactNode;
}) => (
  <li
    className={cx(
      'rounded-2xl p-4 ring-1',
      sub ? 'bg-slate-50 ring-slate-200' : 'bg-white shadow-sm ring-slate-200',
    )}
  >
    <div className="flex items-center gap-2">
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold text-slate-900">{row.name}</h3>
        <p className="text-xs text-slate-500">
          {row.realtors === undefined
            ? text.buyerCount(row.current.buyers)
            : `${text.realtorCount(row.realtors)} · ${text.buyerCount(row.current.buyers)}`}
        </p>
      </div>
      <TrendLine values={row.trend} width={80} />
      {expand ? (
        <ExpandButton
          open={expand.open}
          onToggle={expand.onToggle}
          label={expand.open ? text.collapse(row.name) : text.expand(row.name)}
        />
      ) : null}
    </div>
    <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2.5">
      {metrics.map((metric) => {
        const now = metric.value(row.current);
        const before = formatValue(metric, metric.value(row.previous));
        return (
          <div key={metric.id} className="min-w-0">
            <dt className="text-[11px] leading-tight text-slate-600">{metric.short}</dt>
            <dd className="tabular-nums">
              <span
                className={cx('font-semibold', now === null ? 'text-slate-500' : 'text-slate-900')}
              >
                {formatValue(metric, now)}
              </span>{' '}
              <span className="text-[11px] whitespace-nowrap text-slate-500">
                <span aria-hidden="true">{performanceTexts.previous(before)}</span>
                <span className="sr-only">{performanceTexts.previousLong(before)}</span>
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
    {children}
  </li>
);

const LeadRealtorCards = ({ period, lead, sort }: { period: Period; lead: string; sort: Sort }) => {
  const realtors = useTeamPerformance({ ...period, lead });
  const note = realtors.isPending
    ? text.leadLoading
    : realtors.isError
      ? text.leadFailed
      : realtors.data.rows.length === 0
        ? text.leadEmpty
        : null;
  if (note || !realtors.data)
    return (
      <p className={cx('mt-3 text-sm', realtors.isError ? 'text-red-700' : 'text-slate-600')}>
        {note}
      </p>
    );
  return (
    <ul className="mt-3 space-y-2">
      {sortRows(realtors.data.rows, sort).map((row) => (
        <Card key={row.username} row={row} sub />
      ))}
    </ul>
  );
};

/** The phone's rows: a card each, sorted by a select (and its direction) instead of headers. */
export const PerformanceCards = ({
  data,
  period,
  sort,
  onSort,
  expanded,
  onToggle,
}: {
  data: TeamPerformanceResponse;
  period: Period;
  sort: Sort;
  onSort: (sort: Sort) => void;
  expanded: ReadonlySet<string>;
  onToggle: (lead: string) => void;
}) => (
  <div className="space-y-3">
    <div className="flex items-end gap-2">
      <label className="flex-1 text-xs font-medium text-slate-600">
        {text.sortBy}
        <select
          className={fieldClass}
          value={sort.by}
          onChange={(event) => onSort({ ...sort, by: event.target.value as SortKey })}
        >
          <option value="name">{text.person[data.scope]}</option>
          {metrics.map((metric) => (
            <option key={metric.id} value={metric.id}>
              {metric.title}
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs font-medium text-slate-600">
        {text.order}
        <select
          className={fieldClass}
          value={sort.descending ? 'descending' : 'ascending'}
          onChange={(event) => onSort({ ...sort, descending: event.target.value === 'descending' })}
        >
          <option value="descending">{text.sortDirection(true)}</option>
          <option value="ascending">{text.sortDirection(false)}</option>
        </select>
      </label>
    </div>
    <ul className="space-y-3">
      {sortRows(data.rows, sort).map((row) => {
        const lead = data.scope === 'team-leaders';
        const open = expanded.has(row.username);
        return (
          <Card
            key={row.username}
            row={row}
            expand={lead ? { open, onToggle: () => onToggle(row.username) } : undefined}
          >
            {lead && open ? (
              <LeadRealtorCards period={period} lead={row.username} sort={sort} />
            ) : null}
          </Card>
        );
      })}
    </ul>
  </div>
);
