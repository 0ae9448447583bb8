import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { lazyComponent } from '../lib/lazy-component';
import { useLazyDialog } from './lazy-dialog';

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

const ConfirmDialogWindow = lazyComponent(
  async () => (await import('./confirm-dialog-content')).ConfirmDialogWindow,
);

/**
 * A confirmation before something that cannot simply be taken back: the title, what will happen,
 * Cancel and the red action. While the action runs both buttons are disabled and the dialog stays;
 * its failure shows inside the dialog, and opening it again starts without one. Its code loads
 * when it first opens (`useLazyDialog`).
 */
export const ConfirmDialog = ({ trigger, ...content }: ConfirmDialogProps) => {
  const dialog = useLazyDialog(ConfirmDialogWindow.preload);
  return (
    <>
      <Slot.Root {...dialog.triggerProps}>{trigger}</Slot.Root>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <ConfirmDialogWindow
            {...content}
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            onCloseAutoFocus={dialog.returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
};
