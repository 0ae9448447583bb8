import { ChevronIcon } from '../../../components/icons';
import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';

/** Shows or hides a row's details: a chevron that turns, named for screen readers. */
export const ExpandButton = ({
  name,
  open,
  onToggle,
}: {
  name: string;
  open: boolean;
  onToggle: () => void;
}) => (
  <button
    type="button"
    aria-expanded={open}
    aria-label={open ? labels.team.collapse(name) : labels.team.expand(name)}
    title={open ? labels.team.collapse(name) : labels.team.expand(name)}
    onClick={onToggle}
    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
  >
    <ChevronIcon
      direction="down"
      className={cx('size-5 transition-transform duration-200', open && 'rotate-180')}
    />
  </button>
);
