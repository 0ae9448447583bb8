import { useMutation } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { cx } from '../lib/class-names';
import { Button } from './button';
import type { ConfirmDialogProps } from './confirm-dialog';

const layers = {
  page: { overlay: 'z-40', content: 'z-50' },
  dialog: { overlay: 'z-[60]', content: 'z-[60]' },
} as const;

type ContentProps = Omit<ConfirmDialogProps, 'trigger' | 'layer'> & {
  layer: keyof typeof layers;
  onDone: () => void;
  onCloseAutoFocus: (event: Event) => void;
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
  onCloseAutoFocus,
  children,
}: ContentProps) => {
  const action = useMutation({ mutationFn: onConfirm, onSuccess: onDone });
  const busy = action.isPending;
  return (
    <>
      <AlertDialog.Overlay className={cx('fixed inset-0 bg-slate-900/50', layers[layer].overlay)} />
      <AlertDialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
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

/** The open confirmation, loaded when it first opens (`useLazyDialog`). */
export const ConfirmDialogWindow = ({
  open,
  onOpenChange,
  onCloseAutoFocus,
  layer = 'page',
  ...content
}: Omit<ConfirmDialogProps, 'trigger'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) => (
  <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
    <AlertDialog.Portal>
      <ConfirmContent
        {...content}
        layer={layer}
        onCloseAutoFocus={onCloseAutoFocus}
        onDone={() => onOpenChange(false)}
      />
    </AlertDialog.Portal>
  </AlertDialog.Root>
);
