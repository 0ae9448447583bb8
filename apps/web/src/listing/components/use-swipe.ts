import { useRef, type PointerEvent } from 'react';
import { limits } from '@rela/contracts';

/** How far a drag must go to change the photo: 80 px by touch, 100 px by mouse or pen. */
export const swipeThreshold = (pointerType: string) =>
  pointerType === 'touch' ? limits.swipeThresholdTouchPx : limits.swipeThresholdMousePx;

/** Pointer handlers that call `onPrevious` after a drag to the right and `onNext` to the left. */
export const useSwipe = ({
  onPrevious,
  onNext,
}: {
  onPrevious: () => void;
  onNext: () => void;
}) => {
  const start = useRef<{ x: number; pointerType: string } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      start.current = { x: event.clientX, pointerType: event.pointerType || 'mouse' };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const delta = event.clientX - from.x;
      if (Math.abs(delta) <= swipeThreshold(from.pointerType)) return;
      if (delta > 0) onPrevious();
      else onNext();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
};
