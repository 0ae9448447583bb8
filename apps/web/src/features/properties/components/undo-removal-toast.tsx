import { timing, propertiesMessages } from '@rela/contracts';
import { Toast } from '../../../components/toast';
import { useUndoRemoval, type UndoableRemoval } from '../api/undo-removal';
import { apiMessages } from '../../../lib/web-texts';

const text = propertiesMessages;

/** How long a failed undo's message stays. */
const ERROR_TOAST_MS = 6000;

export type RemovedHome = UndoableRemoval & { address: string };

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : apiMessages.failed;

/** `Removed 12 Oak St · Undo` for 30 s after a remove; Undo puts the home back as it was. */
export const UndoRemovalToast = ({
  removed,
  onClose,
}: {
  removed: RemovedHome;
  onClose: () => void;
}) => {
  const undo = useUndoRemoval();
  if (undo.isError) {
    return (
      <Toast
        tone="error"
        message={errorText(undo.error)}
        onDismiss={onClose}
        dismissLabel={text.dismiss}
        durationMs={ERROR_TOAST_MS}
      />
    );
  }
  return (
    <Toast
      message={text.removedToast(removed.address)}
      action={{
        label: text.undo,
        busyLabel: text.undoing,
        busy: undo.isPending,
        onClick: () => undo.mutate(removed, { onSuccess: onClose }),
      }}
      onDismiss={onClose}
      dismissLabel={text.dismiss}
      durationMs={timing.undoWindowMs}
    />
  );
};
