import { ChevronIcon } from '../../../components/icons';
import { cx } from '../../../lib/class-names';

/** Opens or closes a team lead's realtors: a chevron that turns, named for screen readers. */
export const ExpandButton = ({
  open,
  onToggle,
  label,
}: {
  open: boolean;
  onToggle: () => void;
  label: string;
}) => (
  <button
    type="button"
    aria-expanded={open}
    aria-label={label}
    title={label}
    onClick={onToggle}
    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
  >
    <ChevronIcon
      direction="down"
      className={cx('size-5 transition-transform duration-200', open && 'rotate-180')}
    />
  </button>
);
