import { gradeTone, gradeWord, type GradeTone } from '../reports/report-view';
import { cx } from '../../lib/class-names';

const tones: Record<GradeTone, { badge: string; dot: string }> = {
  good: { badge: 'bg-green-50 text-green-800 ring-green-600/25', dot: 'bg-green-500' },
  fair: { badge: 'bg-amber-50 text-amber-900 ring-amber-600/30', dot: 'bg-amber-500' },
  poor: { badge: 'bg-red-50 text-red-800 ring-red-600/25', dot: 'bg-red-500' },
  none: { badge: 'bg-slate-100 text-slate-600 ring-slate-400/30', dot: 'bg-slate-400' },
};

/** A grade in colour and in words (Green good, Yellow fair, not applicable, anything else poor). */
export const GradeBadge = ({ grade, className }: { grade: string; className?: string }) => {
  const tone = gradeTone(grade);
  return (
    <span
      data-grade={tone}
      className={cx(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone].badge,
        className,
      )}
    >
      <span aria-hidden="true" className={cx('size-2 rounded-full', tones[tone].dot)} />
      {gradeWord(grade)}
    </span>
  );
};
