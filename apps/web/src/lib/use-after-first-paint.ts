import { useEffect, useState } from 'react';

/** Once the first page load has passed, later mounts start at once. */
let passed = false;

/** Waits for the page's `load` event, then for the browser's first idle moment (at most 2 s). */
const whenIdleAfterLoad = (run: () => void): (() => void) => {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 2_000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 0);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
};

/**
 * False until the page has loaded and the browser is idle, then true for good: work that is not
 * part of the first screen (the bell's poll) waits for it instead of competing with the largest
 * paint on a slow phone (ADR 037).
 */
export const useAfterFirstPaint = (): boolean => {
  const [ready, setReady] = useState(passed);
  useEffect(() => {
    if (ready) return;
    return whenIdleAfterLoad(() => {
      passed = true;
      setReady(true);
    });
  }, [ready]);
  return ready;
};
