import { Fragment } from 'react';
import type { PerformanceRow, TeamPerformanceResponse } from '@rela/contracts';
import { ExpandButton } from './expand-button';
import { cx } from '../../../lib/class-names';
import { useTeamPerformance } from '../api/team-performance';
import { performanceTexts } from '../texts';
import { metrics, type MetricGroup } from '../utils/figures';
import type { Period } from '../utils/period';
import { sortRows, type Sort, type SortKey } from '../utils/sort-rows';
import { FigureCell } from './figure-cell';
import { SortHeader } from './sort-header';
import { TrendLine } from './trend-line';

const text = performanceTexts.table;
const columns = metrics.length + 2;

/** The figures' groups in order, each with how many columns it spans. */
const groups = metrics.reduce<{ group: MetricGroup; span: number }[]>((all, metric) => {
  const last = all.at(-1);
  if (last?.group === metric.group) last.span += 1;
  else all.push({ group: metric.group, span: 1 });
  return all;
}, []);

const startsGroup = (index: number) =>
  index === 0 || metrics[index - 1]?.group !== metrics[index]?.group;

const Row = ({
  row,
  sub = false,
  expand,
}: {
  row: PerformanceRow;
  sub?: boolean;
  expand?: { open: boolean; onToggle: () => void };
}) => (
  <tr className={cx(sub ? 'bg-slate-50/70' : 'bg-white', 'hover:bg-slate-50')}>
    <th
      scope="row"
      className={cx(
        'sticky left-0 z-10 py-2 pr-3 text-left font-normal',
        sub ? 'bg-slate-50 pl-14' : 'bg-white pl-2',
      )}
    >
      <div className="flex items-center gap-1">
        {expand ? (
          <ExpandButton
            open={expand.open}
            onToggle={expand.onToggle}
            label={expand.open ? text.collapse(row.name) : text.expand(row.name)}
          />
        ) : sub ? null : (
          <span className="w-2" />
        )}
        <span className="min-w-0">
          <span className="block max-w-44 truncate font-medium text-slate-900">{row.name}</span>
          <span className="block text-xs text-slate-500">
            {row.realtors === undefined
              ? text.buyerCount(row.current.buyers)
              : `${text.realtorCount(row.realtors)} · ${text.buyerCount(row.current.buyers)}`}
          </span>
        </span>
      </div>
    </th>
    {metrics.map((metric, index) => (
      <FigureCell key={metric.id} metric={metric} row={row} groupStart={startsGroup(index)} />
    ))}
    <td className="border-l border-slate-100 px-2 py-2">
      <TrendLine values={row.trend} width={64} />
    </td>
  </tr>
);

const NoteRow = ({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'error' }) => (
  <tr className="bg-slate-50/70">
    <td
      colSpan={columns}
      className={cx('py-3 pl-14 text-sm', tone === 'error' ? 'text-red-700' : 'text-slate-600')}
    >
      {children}
    </td>
  </tr>
);

/** An owner's team lead opened: that lead's realtors under the lead's row (`lead=`). */
const LeadRealtors = ({ period, lead, sort }: { period: Period; lead: string; sort: Sort }) => {
  const realtors = useTeamPerformance({ ...period, lead });
  if (realtors.isPending) return <NoteRow>{text.leadLoading}</NoteRow>;
  if (realtors.isError) return <NoteRow tone="error">{text.leadFailed}</NoteRow>;
  if (realtors.data.rows.length === 0) return <NoteRow>{text.leadEmpty}</NoteRow>;
  return sortRows(realtors.data.rows, sort).map((row) => <Row key={row.username} row={row} sub />);
};

/**
 * The desktop's table: a row per realtor (an owner's: per team lead, each opening to its realtors),
 * every figure a sortable column with the previous period under it, the engagement's trend last.
 */
export const PerformanceTable = ({
  data,
  period,
  caption,
  sort,
  onSort,
  expanded,
  onToggle,
}: {
  data: TeamPerformanceResponse;
  period: Period;
  caption: string;
  sort: Sort;
  onSort: (by: SortKey) => void;
  expanded: ReadonlySet<string>;
  onToggle: (lead: string) => void;
}) => (
  <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
    <table className="min-w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-xs text-slate-600">
        <tr>
          <SortHeader
            by="name"
            label={text.person[data.scope]}
            sort={sort}
            onSort={onSort}
            align="left"
            rowSpan={2}
            className="sticky left-0 z-10 min-w-36 bg-slate-50 pl-2 align-bottom"
          />
          {groups.map(({ group, span }) => (
            <th
              key={group}
              scope="colgroup"
              colSpan={span}
              className="border-l border-slate-200 px-2 pt-2.5 pb-0.5 text-center text-[11px] font-semibold tracking-wide text-slate-700 uppercase"
            >
              {text.groups[group]}
            </th>
          ))}
          <th
            scope="col"
            rowSpan={2}
            className="border-l border-slate-200 px-2 py-1.5 text-left align-bottom font-semibold whitespace-nowrap text-slate-600"
          >
            <abbr title={text.trendTitle} className="no-underline">
              {text.trend}
            </abbr>
          </th>
        </tr>
        <tr>
          {metrics.map((metric, index) => (
            <SortHeader
              key={metric.id}
              by={metric.id}
              label={metric.label}
              context={text.groups[metric.group]}
              sort={sort}
              onSort={onSort}
              className={startsGroup(index) ? 'border-l border-slate-200' : undefined}
            />
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {sortRows(data.rows, sort).map((row) =>
          data.scope === 'team-leaders' ? (
            <Fragment key={row.username}>
              <Row
                row={row}
                expand={{
                  open: expanded.has(row.username),
                  onToggle: () => onToggle(row.username),
                }}
              />
              {expanded.has(row.username) ? (
                <LeadRealtors period={period} lead={row.username} sort={sort} />
              ) : null}
            </Fragment>
          ) : (
            <Row key={row.username} row={row} />
          ),
        )}
      </tbody>
    </table>
  </div>
);
