import { propertiesMessages } from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { Spinner } from '../../components/spinner';
import { LockIcon } from '../../components/icons';
import { TooltipButton } from './tooltip-button';

export type LockButtonProps = {
  locked: boolean;
  /** A lock or unlock is under way: the button shows a spinner and waits. */
  busy: boolean;
  onToggle: () => void;
  className?: string;
};

/**
 * Lock (like) or unlock a property; pressed and filled while locked, a spinner while it changes.
 * While busy it is `aria-disabled`, not `disabled`: a disabled button drops the keyboard focus,
 * and the focus stays on the lock that was just pressed (REQ-BUYER-HOMES).
 */
export const LockButton = ({ locked, busy, onToggle, className }: LockButtonProps) => (
  <TooltipButton
    label={locked ? propertiesMessages.unlock : propertiesMessages.lock}
    aria-pressed={locked}
    aria-busy={busy || undefined}
    aria-disabled={busy || undefined}
    onClick={busy ? undefined : onToggle}
    className={cx(
      'inline-flex size-10 items-center justify-center rounded-full shadow-sm transition-colors',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 aria-disabled:cursor-wait',
      locked
        ? 'bg-brand-700 text-white ring-1 ring-brand-800 hover:bg-brand-800'
        : 'bg-white/95 text-slate-700 ring-1 ring-slate-900/10 hover:bg-white hover:text-slate-900',
      className,
    )}
  >
    {busy ? <Spinner size="sm" /> : <LockIcon open={!locked} />}
  </TooltipButton>
);
