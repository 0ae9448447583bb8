import { flushSync } from 'react-dom';

/**
 * Applies a change that moves cards as a short animated transition where the browser has view
 * transitions and the user has not asked for reduced motion; otherwise at once.
 */
export const animateMove = (change: () => void): void => {
  const motionOk =
    typeof window.matchMedia !== 'function' ||
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (typeof document.startViewTransition !== 'function' || !motionOk) {
    change();
    return;
  }
  document.startViewTransition(() => flushSync(change));
};

/** A `view-transition-name` for a card: unique per listing key, a valid CSS identifier. */
export const cardTransitionName = (listingKey: string) =>
  `card-${listingKey.replace(/[^A-Za-z0-9_-]/g, (char) => `_${char.charCodeAt(0)}`)}`;
