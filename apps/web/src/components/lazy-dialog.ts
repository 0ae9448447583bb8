import { useCallback, useRef, useState } from 'react';

/**
 * A dialog whose code (Radix's dialog, its focus trap and scroll lock) loads when it first opens,
 * not with the page (docs/performance.md, Bundles): the control that opens it is a plain button
 * given the dialog trigger's ARIA here, and the code starts loading as a pointer comes near it or
 * it takes the focus. Once opened the dialog stays mounted, so it can close with its animation;
 * on closing, the focus goes back to the control (REQ-A11Y-DIALOG-FOCUS).
 */
export const useLazyDialog = (preload: () => Promise<unknown>) => {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const load = useCallback(() => void preload(), [preload]);
  const openDialog = useCallback(() => {
    void preload();
    setMounted(true);
    setOpen(true);
  }, [preload]);
  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'data-state': open ? 'open' : 'closed',
    onClick: openDialog,
    onPointerEnter: load,
    onFocus: load,
  };
  /** The dialog content's `onCloseAutoFocus`: back to the control that opened it. */
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  }, []);
  return { open, setOpen, mounted, triggerProps, returnFocus };
};
