import type { PerformanceFigures } from '@rela/contracts';
import { performanceTexts as text } from '../texts';
import { changeOf, formatValue, metricById, type MetricId } from '../utils/figures';
import { ChangeMark } from './change-mark';

/**
 * The team's key figures (the alerts sent where their opens are not known); a realtor's own page
 * shows every figure.
 */
const teamTiles = (current: PerformanceFigures): readonly MetricId[] => [
  'activeBuyers',
  'homesSent',
  'homesOpened',
  'homesLiked',
  'responseMedian',
  'toursCompleted',
  'quietBuyers',
  current.alertsOpened === null ? 'alertsSent' : 'alertsOpened',
];
const allTiles: readonly MetricId[] = [
  'activeBuyers',
  'quietBuyers',
  'homesSent',
  'homesAdded',
  'homesOpened',
  'homesLiked',
  'homesRemoved',
  'responseMedian',
  'responseP90',
  'toursRequested',
  'toursConfirmed',
  'toursCompleted',
  'alertsSent',
  'alertsOpened',
];

/** The small line under a few figures: what they are out of. */
const detailOf = (id: MetricId, figures: PerformanceFigures): string | null => {
  switch (id) {
    case 'activeBuyers':
      return `of ${text.table.buyerCount(figures.buyers)}`;
    case 'responseMedian':
    case 'responseP90':
      return `${figures.responses.answered} answered · ${figures.responses.unanswered} waiting`;
    case 'alertsOpened':
      return figures.alertsOpened === null ? 'opens not known' : `of ${figures.alertsSent} sent`;
    case 'alertsSent':
      return figures.alertsOpened === null ? 'opens not known' : null;
    default:
      return null;
  }
};

export const SummaryTiles = ({
  current,
  previous,
  every = false,
  label,
}: {
  current: PerformanceFigures;
  previous: PerformanceFigures;
  every?: boolean;
  label: string;
}) => (
  <section aria-label={label}>
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {(every ? allTiles : teamTiles(current)).map((id) => {
        const metric = metricById(id);
        const now = metric.value(current);
        const before = metric.value(previous);
        const detail = detailOf(id, current);
        return (
          <li
            key={id}
            className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <p className="text-xs font-medium text-slate-600">{metric.title}</p>
            <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
              {formatValue(metric, now)}
            </p>
            {detail ? <p className="text-xs text-slate-500">{detail}</p> : null}
            <p className="mt-auto flex flex-wrap items-center gap-x-2 pt-2 text-xs">
              <ChangeMark change={changeOf(metric, now, before)} />
              <span className="text-slate-500">{text.previous(formatValue(metric, before))}</span>
            </p>
          </li>
        );
      })}
    </ul>
  </section>
);
