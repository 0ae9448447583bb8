import { Suspense } from 'react';
import { Button } from '../../../components/button';
import { useLazyDialog } from '../../../components/lazy-dialog';
import { lazyComponent } from '../../../lib/lazy-component';
import type { InviteKind } from './add-user-dialog';

/** The Add user dialog, loaded as its button is neared or pressed (`useLazyDialog`). */
const AddUserDialog = lazyComponent(async () => (await import('./add-user-dialog')).AddUserDialog);

/** The screen's heading and its Add button with the Add user dialog. */
export const ListHeader = ({
  title,
  addLabel,
  kind,
}: {
  title: string;
  addLabel: string;
  kind: InviteKind;
}) => {
  const dialog = useLazyDialog(AddUserDialog.preload);
  return (
    <div className="mb-5 flex items-center justify-between gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <Button {...dialog.triggerProps}>{addLabel}</Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <AddUserDialog
            kind={kind}
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            onCloseAutoFocus={dialog.returnFocus}
          />
        </Suspense>
      ) : null}
    </div>
  );
};
