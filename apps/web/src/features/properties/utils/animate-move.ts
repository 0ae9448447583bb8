import { flushSync } from 'react-dom';

/** The transition under way, if any: a new move finishes it at once instead of racing it. */
let running: ViewTransition | null = null;

/** A transition's promises reject when it is skipped: an expected end, not an error. */
const settleQuietly = (transition: ViewTransition) => {
  const ignore = () => undefined;
  transition.ready.catch(ignore);
  transition.updateCallbackDone.catch(ignore);
  transition.finished.catch(ignore).finally(() => {
    if (running === transition) running = null;
  });
};

/** Puts the focus back where it was when a move took the focused element out and back in. */
const keepFocus = (change: () => void) => () => {
  const focused = document.activeElement;
  flushSync(change);
  if (focused instanceof HTMLElement && focused.isConnected && document.activeElement !== focused) {
    focused.focus({ preventScroll: true });
  }
};

/**
 * Applies a change that moves cards as a short animated transition where the browser has view
 * transitions and the user has not asked for reduced motion; otherwise at once. The focus stays
 * where it was, a move during another one finishes the first, and the page stays clickable while
 * the cards glide (styles.css lets the pointer through the transition's overlay).
 */
export const animateMove = (change: () => void): void => {
  const apply = keepFocus(change);
  const motionOk =
    typeof window.matchMedia !== 'function' ||
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (typeof document.startViewTransition !== 'function' || !motionOk) {
    apply();
    return;
  }
  running?.skipTransition();
  const transition = document.startViewTransition(apply);
  running = transition;
  settleQuietly(transition);
};

/** A `view-transition-name` for a card: unique per listing key, a valid CSS identifier. */
export const cardTransitionName = (listingKey: string) =>
  `card-${listingKey.replace(/[^A-Za-z0-9_-]/g, (char) => `_${char.charCodeAt(0)}`)}`;
