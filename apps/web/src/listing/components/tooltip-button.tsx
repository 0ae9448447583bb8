import { forwardRef, type ComponentProps } from 'react';
import { Tooltip } from 'radix-ui';

export type TooltipButtonProps = ComponentProps<'button'> & { label: string };

/**
 * An icon button named by `label`, with the same text as a tooltip on hover and keyboard focus.
 * Forwards its ref and props so it can be the trigger of a dialog.
 */
export const TooltipButton = forwardRef<HTMLButtonElement, TooltipButtonProps>(
  ({ label, type = 'button', ...props }, ref) => (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button ref={ref} type={type} aria-label={label} {...props} />
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            className="z-[70] rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-lg"
          >
            {label}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  ),
);
TooltipButton.displayName = 'TooltipButton';
