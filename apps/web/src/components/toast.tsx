import { useEffect, useRef } from 'react';
import { cx } from '../lib/class-names';
import { CloseIcon } from './icons';
import { Spinner } from './spinner';

export type ToastAction = {
  label: string;
  onClick: () => void;
  /** While the action runs: its label, a spinner, and no dismissing by time. */
  busy?: boolean;
  busyLabel?: string;
};

export type ToastProps = {
  message: string;
  action?: ToastAction;
  onDismiss: () => void;
  dismissLabel: string;
  /** The toast goes by itself after this long (not while its action runs); without, it stays. */
  durationMs?: number;
  tone?: 'neutral' | 'error';
};

/**
 * A short notice at the bottom of the screen, above the phone's chat button: a sentence, one action
 * (Undo) and a close button, announced politely (an error assertively); it goes by itself
 * unless it has no duration (a new version's Reload waits for the person).
 */
export const Toast = ({
  message,
  action,
  onDismiss,
  dismissLabel,
  durationMs,
  tone = 'neutral',
}: ToastProps) => {
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);
  const busy = action?.busy ?? false;
  useEffect(() => {
    if (busy || durationMs === undefined) return;
    const timer = setTimeout(() => dismiss.current(), durationMs);
    return () => clearTimeout(timer);
  }, [busy, durationMs, message]);

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4 lg:bottom-6">
      <div
        role={tone === 'error' ? 'alert' : 'status'}
        className={cx(
          'pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-xl py-2 pr-2 pl-4 text-sm shadow-lg ring-1',
          tone === 'error'
            ? 'bg-red-50 text-red-900 ring-red-200'
            : 'bg-slate-900 text-white ring-slate-900/10',
        )}
      >
        <p className="min-w-0 flex-1 truncate font-medium">{message}</p>
        {action ? (
          <button
            type="button"
            onClick={action.onClick}
            disabled={busy}
            aria-busy={busy || undefined}
            className="inline-flex min-h-9 shrink-0 items-center gap-2 rounded-lg px-3 font-semibold text-green-300 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white disabled:cursor-not-allowed"
          >
            {busy ? <Spinner size="sm" /> : null}
            {busy ? (action.busyLabel ?? action.label) : action.label}
          </button>
        ) : null}
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className={cx(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-lg focus-visible:outline-2',
            tone === 'error'
              ? 'text-red-700 hover:bg-red-100 focus-visible:outline-red-700'
              : 'text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-white',
          )}
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </div>
  );
};
