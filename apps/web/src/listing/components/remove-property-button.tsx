import { useState } from 'react';
import { propertiesMessages, type RemovalReason } from '@rela/contracts';
import { RemovalReasonChips } from './removal-reason-chips';
import { cx } from '../../lib/class-names';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TrashIcon } from '../../components/icons';
import { TooltipButton } from './tooltip-button';
import { labels } from '../../lib/labels';
import { apiMessages } from '../../lib/web-texts';

export type RemovePropertyButtonProps = {
  /**
   * Removes the property, with the reason chip the buyer picked, if any; a rejection keeps the
   * confirmation open and shows its message.
   */
  onRemove: (reason?: RemovalReason) => Promise<void>;
  className?: string;
  /** The confirmation's question and text when they differ (a household's "Remove it for everyone?"). */
  confirm?: RemoveConfirm;
};

/** The removal confirmation's title and description (ADR 049: a household's list is everyone's). */
export type RemoveConfirm = { title: string; description: string };

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : apiMessages.failed;

/** `Remove property`, then a confirmation; `Removing...` and disabled buttons while it runs. */
export const RemovePropertyButton = ({
  onRemove,
  className,
  confirm,
}: RemovePropertyButtonProps) => {
  const [reason, setReason] = useState<RemovalReason | null>(null);
  return (
    <ConfirmDialog
      layer="dialog"
      trigger={
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
      }
      title={confirm?.title ?? propertiesMessages.removeButton}
      description={confirm?.description ?? propertiesMessages.removeConfirm}
      keepLabel={labels.property.cancel}
      actionLabel={propertiesMessages.removeButton}
      busyLabel={propertiesMessages.removing}
      onConfirm={() => onRemove(reason ?? undefined)}
      errorText={errorText}
    >
      <RemovalReasonChips value={reason} onChange={setReason} />
    </ConfirmDialog>
  );
};
