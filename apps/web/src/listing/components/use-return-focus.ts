import { useRef } from 'react';

/**
 * Focus handlers for a Radix dialog opened without its own trigger: on close, focus goes back to
 * the element that had it when the dialog opened (the photo, the price, `see all photos`).
 */
export const useReturnFocus = () => {
  const origin = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      origin.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = origin.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
};
