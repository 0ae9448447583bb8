import { messages } from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { Spinner } from '../spinner';
import { LockIcon } from './icons';
import { TooltipButton } from './tooltip-button';

export type LockButtonProps = {
  locked: boolean;
  /** A lock or unlock is under way: the button shows a spinner and waits. */
  busy: boolean;
  onToggle: () => void;
  className?: string;
};

/** Lock (like) or unlock a property; pressed while locked, a spinner while the change runs. */
export const LockButton = ({ locked, busy, onToggle, className }: LockButtonProps) => (
  <TooltipButton
    label={locked ? messages.properties.unlock : messages.properties.lock}
    aria-pressed={locked}
    aria-busy={busy || undefined}
    disabled={busy}
    onClick={onToggle}
    className={cx(
      'inline-flex size-10 items-center justify-center rounded-full transition-colors',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-wait',
      locked
        ? 'bg-slate-800 text-white shadow-inner hover:bg-slate-700'
        : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 hover:text-slate-900',
      className,
    )}
  >
    {busy ? <Spinner size="sm" /> : <LockIcon open={!locked} />}
  </TooltipButton>
);
