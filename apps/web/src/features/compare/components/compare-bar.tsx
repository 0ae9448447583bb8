import { Link } from 'react-router';
import { compareLimits, compareMessages } from '@rela/contracts';
import { buttonClass } from '../../../components/button';
import { comparePath, type CompareSelection } from '../hooks/compare-selection';

const text = compareMessages;

/** Starts choosing homes to compare; shown beside a list of at least two homes. */
export const CompareToggle = ({ selection }: { selection: CompareSelection }) => (
  <button
    type="button"
    aria-pressed={selection.selecting}
    onClick={selection.selecting ? selection.stop : selection.start}
    className={buttonClass(selection.selecting ? 'primary' : 'secondary', 'min-h-10 px-3.5 py-2')}
  >
    <CompareIcon />
    {text.startSelecting}
  </button>
);

const CompareIcon = () => (
  <svg
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    aria-hidden="true"
    className="size-4"
  >
    <rect x="2.5" y="3.5" width="6" height="13" rx="1.5" />
    <rect x="11.5" y="3.5" width="6" height="13" rx="1.5" />
  </svg>
);

/**
 * The sticky bar while homes are being chosen: how many of 4, the hint (or why a fifth was
 * refused, announced), Cancel, and "Compare (n)", which opens the Compare page from 2 homes on.
 */
export const CompareBar = ({
  selection,
  buyer,
}: {
  selection: CompareSelection;
  /** The buyer whose homes these are (a realtor's view). */
  buyer?: string;
}) => {
  if (!selection.selecting) return null;
  const count = selection.keys.length;
  const ready = count >= compareLimits.min;
  return (
    // Below lg the chat's floating button sits at the bottom right: the bar floats above it.
    <div className="pointer-events-none sticky bottom-[5.5rem] z-30 mt-6 flex justify-center px-1 lg:bottom-4">
      <div
        role="region"
        aria-label={text.title}
        className="pointer-events-auto flex w-full max-w-xl items-center gap-2 rounded-2xl sm:gap-3 bg-slate-900 py-2.5 pr-2.5 pl-4 text-white shadow-2xl ring-1 ring-white/10"
      >
        <p role="status" className="min-w-0 flex-1 text-sm leading-snug">
          <span className="block font-semibold whitespace-nowrap">{text.selected(count)}</span>
          {selection.refused ? (
            <span className="block font-medium text-amber-300">{selection.refused}</span>
          ) : ready ? null : (
            <span className="block text-slate-300">{text.selectHint}</span>
          )}
        </p>
        <button
          type="button"
          onClick={selection.stop}
          className="min-h-10 shrink-0 rounded-lg px-2 text-sm sm:px-3 font-semibold text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {text.stopSelecting}
        </button>
        {ready ? (
          <Link
            to={comparePath(selection.keys, buyer)}
            className="inline-flex min-h-10 shrink-0 items-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 shadow-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {text.open(count)}
          </Link>
        ) : (
          <button
            type="button"
            disabled
            className="inline-flex min-h-10 shrink-0 items-center rounded-lg bg-white/15 px-4 text-sm font-semibold text-slate-300"
          >
            {text.open(count)}
          </button>
        )}
      </div>
    </div>
  );
};
