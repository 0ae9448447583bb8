import { propertiesMessages } from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { ConfirmDialog } from '../../components/confirm-dialog';
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
export const RemovePropertyButton = ({ onRemove, className }: RemovePropertyButtonProps) => (
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
    title={propertiesMessages.removeButton}
    description={propertiesMessages.removeConfirm}
    keepLabel={labels.property.cancel}
    actionLabel={propertiesMessages.removeButton}
    busyLabel={propertiesMessages.removing}
    onConfirm={onRemove}
    errorText={errorText}
  />
);
