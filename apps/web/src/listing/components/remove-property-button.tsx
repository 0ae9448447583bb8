import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { propertiesMessages } from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { Button } from '../../components/button';
import { TrashIcon } from '../../components/icons';
import { TooltipButton } from './tooltip-button';
import { labels } from '../../lib/labels';
import { apiMessages } from '../../lib/web-texts';

export type RemovePropertyButtonProps = {
  /** Removes the property; a rejection keeps the confirmation open and shows its message. */
  onRemove: () => Promise<void>;
  className?: string;
};

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : apiMessages.failed;

/** `Remove property`, then a confirmation; `Removing...` and disabled buttons while it runs. */
export const RemovePropertyButton = ({ onRemove, className }: RemovePropertyButtonProps) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onRemove();
      setOpen(false);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) setError(null);
      }}
    >
      <AlertDialog.Trigger asChild>
        <TooltipButton
          label={propertiesMessages.remove}
          className={cx(
            'inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-slate-600 shadow-sm ring-1 ring-slate-900/10 transition-colors',
            'hover:bg-red-50 hover:text-red-700 hover:ring-red-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900',
            className,
          )}
        >
          <TrashIcon />
        </TooltipButton>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-900/5 focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {propertiesMessages.removeButton}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {propertiesMessages.removeConfirm}
          </AlertDialog.Description>
          {error ? (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {labels.property.cancel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              disabled={busy}
              busy={busy}
              onClick={() => void confirm()}
            >
              {busy ? propertiesMessages.removing : propertiesMessages.removeButton}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
};
