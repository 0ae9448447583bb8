import { useState, type ReactElement, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { cx } from '../lib/class-names';
import { Button } from './button';

export type ConfirmDialogProps = {
  /** The control that opens the confirmation (a button; it receives the dialog's ARIA). */
  trigger: ReactElement;
  title: string;
  description: string;
  /** The button that closes without doing anything: Cancel, Keep invitation. */
  keepLabel: string;
  /** The destructive button, and its text while the action runs. */
  actionLabel: string;
  busyLabel: string;
  /** Does the thing; a rejection keeps the confirmation open and shows `errorText` of it. */
  onConfirm: () => Promise<unknown>;
  errorText: (error: unknown) => string;
  /** Above another dialog (a property's details), or on the page. */
  layer?: 'page' | 'dialog';
  /** Optional choices under the description (a removal's reason chips). */
  children?: ReactNode;
};

const layers = {
  page: { overlay: 'z-40', content: 'z-50' },
  dialog: { overlay: 'z-[60]', content: 'z-[60]' },
} as const;

type ContentProps = Omit<ConfirmDialogProps, 'trigger' | 'layer'> & {
  layer: keyof typeof layers;
  onDone: () => void;
};

/** What shows while open; it mounts with each opening, so a failure shown once is gone the next. */
const ConfirmContent = ({
  title,
  description,
  keepLabel,
  actionLabel,
  busyLabel,
  onConfirm,
  errorText,
  layer,
  onDone,
  children,
}: ContentProps) => {
  const action = useMutation({ mutationFn: onConfirm, onSuccess: onDone });
  const busy = action.isPending;
  return (
    <>
      <AlertDialog.Overlay className={cx('fixed inset-0 bg-slate-900/50', layers[layer].overlay)} />
      <AlertDialog.Content
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
        }}
        className={cx(
          'fixed top-1/2 left-1/2 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-900/5 focus:outline-none',
          layers[layer].content,
        )}
      >
        <AlertDialog.Title className="text-lg font-semibold text-slate-900">
          {title}
        </AlertDialog.Title>
        <AlertDialog.Description className="mt-2 text-sm text-slate-600">
          {description}
        </AlertDialog.Description>
        {children}
        {action.isError ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800">
            {errorText(action.error)}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <AlertDialog.Cancel asChild>
            <Button variant="secondary" disabled={busy}>
              {keepLabel}
            </Button>
          </AlertDialog.Cancel>
          <Button variant="destructive" busy={busy} disabled={busy} onClick={() => action.mutate()}>
            {busy ? busyLabel : actionLabel}
          </Button>
        </div>
      </AlertDialog.Content>
    </>
  );
};

/**
 * A confirmation before something that cannot simply be taken back: the title, what will happen,
 * Cancel and the red action. While the action runs both buttons are disabled and the dialog stays;
 * its failure shows inside the dialog, and opening it again starts without one.
 */
export const ConfirmDialog = ({ trigger, layer = 'page', ...content }: ConfirmDialogProps) => {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <ConfirmContent {...content} layer={layer} onDone={() => setOpen(false)} />
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
};
