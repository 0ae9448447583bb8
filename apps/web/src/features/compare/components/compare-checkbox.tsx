import { compareMessages } from '@rela/contracts';
import { cx } from '../../../lib/class-names';

/**
 * The Compare checkbox of one home, on the bottom left of its photo (a 4:3 frame over the card's
 * top): the card keeps its own buttons; the checkbox is named by the home's address.
 */
export const CompareCheckbox = ({
  address,
  checked,
  onToggle,
}: {
  address: string;
  checked: boolean;
  onToggle: () => void;
}) => (
  <div className="pointer-events-none absolute inset-x-0 top-0 z-10 aspect-[4/3]">
    <label
      className={cx(
        'pointer-events-auto absolute bottom-3 left-3 inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full py-1.5 pr-3.5 pl-2.5 text-sm font-semibold shadow-md ring-1 transition-colors select-none',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-white',
        checked
          ? 'bg-brand-700 text-white ring-brand-800'
          : 'bg-white/95 text-slate-900 ring-slate-900/10 hover:bg-white',
      )}
    >
      <span className="relative flex size-4 shrink-0">
        <input
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          aria-label={compareMessages.checkbox(address)}
          className="peer size-4 cursor-pointer appearance-none rounded border-[1.5px] border-slate-400 bg-white checked:border-white focus-visible:outline-none"
        />
        <svg
          viewBox="0 0 16 16"
          aria-hidden="true"
          fill="currentColor"
          className="pointer-events-none absolute inset-0 hidden size-4 text-brand-700 peer-checked:block"
        >
          <path d="M6.4 11.6 3.2 8.4l1.1-1.1 2.1 2.1 5.3-5.3 1.1 1.1z" />
        </svg>
      </span>
      {compareMessages.startSelecting}
    </label>
  </div>
);

/** The outline of a chosen home's card: dark, so it never reads as a liked home's green ring. */
export const selectedCardClass = (selected: boolean, rounded = 'rounded-2xl') =>
  cx('relative', rounded, selected && 'outline-3 outline-offset-3 outline-slate-900');
