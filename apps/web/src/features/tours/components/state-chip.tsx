import { tourMessages, type TourState } from '@rela/contracts';
import { cx } from '../../../lib/class-names';

const tones: Record<TourState, string> = {
  requested: 'bg-amber-50 text-amber-800 ring-amber-200',
  proposed: 'bg-sky-50 text-sky-800 ring-sky-200',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  completed: 'bg-slate-100 text-slate-700 ring-slate-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  canceled: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** A tour's state as a coloured chip with its name. */
export const StateChip = ({ state }: { state: TourState }) => (
  <span
    className={cx(
      'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
      tones[state],
    )}
  >
    {tourMessages.states[state]}
  </span>
);
