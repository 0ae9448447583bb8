import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, kept in step as the window changes (false without `matchMedia`). */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );

/** The desktop layout: the list beside the map (Tailwind's `lg`). */
export const desktopQuery = '(min-width: 1024px)';
