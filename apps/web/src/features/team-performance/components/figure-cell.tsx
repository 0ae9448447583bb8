import type { PerformanceRow } from '@rela/contracts';
import { cx } from '../../../lib/class-names';
import { performanceTexts as text } from '../texts';
import { formatValue, type Metric } from '../utils/figures';

/** One figure of a row with the previous period's small beside it. */
export const FigureCell = ({
  metric,
  row,
  groupStart,
}: {
  metric: Metric;
  row: PerformanceRow;
  groupStart: boolean;
}) => {
  const now = metric.value(row.current);
  const before = formatValue(metric, metric.value(row.previous));
  return (
    <td
      className={cx(
        'px-2 py-2.5 text-right whitespace-nowrap tabular-nums',
        groupStart && 'border-l border-slate-100',
      )}
    >
      <span className={cx('block', now === null ? 'text-slate-500' : 'font-medium text-slate-900')}>
        {formatValue(metric, now)}
      </span>
      <span className="block text-xs text-slate-500">
        <span aria-hidden="true">{before}</span>
        <span className="sr-only">{text.previousLong(before)}</span>
      </span>
    </td>
  );
};
