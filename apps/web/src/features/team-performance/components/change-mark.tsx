import { cx } from '../../../lib/class-names';
import { performanceTexts } from '../texts';
import type { Change } from '../utils/figures';

const text = performanceTexts.change;

const tones = {
  good: 'text-brand-700',
  bad: 'text-red-700',
  neutral: 'text-slate-600',
} as const;

/**
 * A figure's change against the previous period: an arrow and the difference, green or red only
 * where the direction is clearly good or bad; "—" when there is nothing to compare.
 */
export const ChangeMark = ({ change }: { change: Change }) => {
  if (change.direction === 'none')
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{text.none}</span>
      </span>
    );
  if (change.direction === 'same') return <span className="text-slate-600">{text.same}</span>;
  return (
    <span className={cx('inline-flex items-center gap-0.5 font-semibold', tones[change.tone])}>
      <svg viewBox="0 0 12 12" aria-hidden="true" className="size-3 fill-current">
        <path d={change.direction === 'up' ? 'M6 2 11 9H1Z' : 'M6 10 1 3h10Z'} />
      </svg>
      <span className="sr-only">{text[change.direction](change.size)}</span>
      <span aria-hidden="true">{change.by}</span>
    </span>
  );
};
