import { forwardRef, type ComponentProps, type KeyboardEvent } from 'react';
import { cx } from '../../lib/class-names';

export type TooltipButtonProps = ComponentProps<'button'> & { label: string };

/**
 * The tooltip under the button, drawn by CSS alone: after 300 ms of hover on a pointer that hovers
 * (never on touch), at once on keyboard focus; it stays while the pointer is over it and Escape
 * hides it until the pointer or the focus leaves. A card shows 24 of these, and a Radix tooltip
 * apiece was half of each card's render on a phone (ADR 038).
 */
const tipClass = cx(
  'invisible absolute top-full right-0 z-[70] pt-1.5 opacity-0 transition-[opacity,visibility] duration-150',
  'peer-hover/tip:visible peer-hover/tip:opacity-100 peer-hover/tip:delay-300',
  'peer-focus-visible/tip:visible peer-focus-visible/tip:opacity-100',
  'hover:visible hover:opacity-100',
  'peer-data-tip-hidden/tip:invisible! peer-data-tip-hidden/tip:opacity-0!',
);

const HIDDEN = 'data-tip-hidden';
const reveal = (button: HTMLButtonElement) => button.removeAttribute(HIDDEN);

/**
 * An icon button named by `label`, with the same text as a tooltip on hover and keyboard focus.
 * Forwards its ref and props to the button so it can be the trigger of a dialog.
 */
export const TooltipButton = forwardRef<HTMLButtonElement, TooltipButtonProps>(
  ({ label, type = 'button', onKeyDown, onBlur, onPointerLeave, ...props }, ref) => {
    const hideOnEscape = (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'Escape') event.currentTarget.setAttribute(HIDDEN, '');
      onKeyDown?.(event);
    };
    return (
      <span className="relative inline-flex">
        <button
          ref={ref}
          type={type}
          aria-label={label}
          onKeyDown={hideOnEscape}
          onBlur={(event) => {
            reveal(event.currentTarget);
            onBlur?.(event);
          }}
          onPointerLeave={(event) => {
            reveal(event.currentTarget);
            onPointerLeave?.(event);
          }}
          {...props}
          className={cx('peer/tip', props.className)}
        />
        <span aria-hidden="true" data-tooltip="" className={tipClass}>
          <span className="block rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow-lg">
            {label}
          </span>
        </span>
      </span>
    );
  },
);
TooltipButton.displayName = 'TooltipButton';
