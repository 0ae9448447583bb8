import { useState } from 'react';
import { Navigate } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { useAccountInfo } from '../../lib/account-info';
import { downloadPerformanceCsv, useTeamPerformance } from './api/team-performance';
import { AttentionList } from './components/attention-list';
import { PeriodControl, type PeriodChoice } from './components/period-control';
import { PerformanceCards } from './components/performance-cards';
import { PerformanceSkeleton } from './components/performance-skeleton';
import { PerformanceTable } from './components/performance-table';
import { SummaryTiles } from './components/summary-tiles';
import { TrendLine } from './components/trend-line';
import { performanceTexts as text } from './texts';
import {
  customPeriod,
  formatPeriod,
  lastDays,
  today as todayOf,
  type Period,
} from './utils/period';
import { defaultSort, nextSort, type Sort } from './utils/sort-rows';

/** The period a choice asks for, or null while a custom one is not complete. */
const periodOf = (choice: PeriodChoice, today: string): Period | null =>
  choice.preset === 'custom'
    ? customPeriod(choice.from, choice.to)
    : lastDays(Number(choice.preset), today);

/**
 * `/performance` (REQ-PERFORMANCE-PAGE, ADR 053): how a leader's buyers are served, in counts and times
 * only: what needs attention on top, the team's totals against the previous period, then a row
 * per realtor (an owner's: per team lead, each opening to its realtors). A realtor sees their own.
 */
export const TeamPerformancePage = () => {
  const { data: profile } = useAccountInfo();
  const [today] = useState(() => todayOf());
  const [now] = useState(() => Date.now());
  const [choice, setChoice] = useState<PeriodChoice>(() => ({
    preset: '30',
    ...lastDays(30, today),
  }));
  const [period, setPeriod] = useState<Period>(() => lastDays(30, today));
  const [sort, setSort] = useState<Sort>(defaultSort);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const performance = useTeamPerformance(period, !!profile && profile.role !== 'buyer');

  if (profile?.role === 'buyer') return <Navigate to="/home" replace />;

  const choose = (next: PeriodChoice) => {
    // Custom starts from the period shown, so its two days are never empty.
    const filled =
      next.preset === 'custom' && choice.preset !== 'custom' ? { ...next, ...period } : next;
    setChoice(filled);
    const asked = periodOf(filled, today);
    if (asked) setPeriod(asked);
  };
  const toggle = (lead: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(lead)) next.add(lead);
      return next;
    });
  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadPerformanceCsv(period);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  const data = performance.data;
  const scope = data?.scope ?? (profile?.role === 'realtor' ? 'self' : 'realtors');
  const shown = formatPeriod(data?.period ?? period);
  return (
    <div className="mx-auto w-full max-w-[90rem] min-w-0 space-y-6 px-4 pt-6 pb-16 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{text.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{text.intro[scope]}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => void download()}
          busy={downloading}
          disabled={downloading || !data}
        >
          {text.download}
        </Button>
      </div>
      {downloadFailed ? <Alert>{text.downloadFailed}</Alert> : null}
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <PeriodControl value={choice} today={today} onChange={choose} />
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{shown}</span>
          {data ? (
            <span className="text-slate-600">
              {' · '}
              {text.period.comparedWith(formatPeriod(data.previousPeriod))}
            </span>
          ) : null}
        </p>
      </div>
      <AttentionList now={now} />
      {performance.isError && !data ? (
        <Alert>
          {text.loadFailed}{' '}
          <Button variant="link" onClick={() => void performance.refetch()}>
            {text.retry}
          </Button>
        </Alert>
      ) : !data ? (
        <PerformanceSkeleton />
      ) : data.rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-600">
          {text.empty[data.scope]}
        </p>
      ) : (
        <div
          aria-busy={performance.isFetching}
          className={
            performance.isPlaceholderData ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'
          }
        >
          <div className="space-y-3">
            <h2 className="text-base font-semibold text-slate-900">
              {data.scope === 'self' ? text.summarySelf : text.summary}
            </h2>
            <SummaryTiles
              current={data.total.current}
              previous={data.total.previous}
              every={data.scope === 'self'}
              label={data.scope === 'self' ? text.summarySelf : text.summary}
            />
          </div>
          {data.scope === 'self' ? (
            <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-xs font-medium text-slate-600">{text.table.trendTitle}</h2>
              <div className="mt-2">
                <TrendLine values={data.rows[0]?.trend ?? []} width={640} height={80} />
              </div>
            </section>
          ) : (
            <section aria-labelledby="performance-rows-title" className="space-y-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id="performance-rows-title" className="text-base font-semibold text-slate-900">
                  {text.table.title[data.scope]}
                </h2>
                <p className="hidden text-xs text-slate-600 md:block">
                  {text.table.legend(formatPeriod(data.previousPeriod))}
                </p>
              </div>
              <div className="hidden md:block">
                <PerformanceTable
                  data={data}
                  period={period}
                  caption={text.table.caption(shown)}
                  sort={sort}
                  onSort={(by) => setSort(nextSort(sort, by))}
                  expanded={expanded}
                  onToggle={toggle}
                />
              </div>
              <div className="md:hidden">
                <PerformanceCards
                  data={data}
                  period={period}
                  sort={sort}
                  onSort={setSort}
                  expanded={expanded}
                  onToggle={toggle}
                />
              </div>
            </section>
          )}
        </div>
      )}
    </div>
  );
};
