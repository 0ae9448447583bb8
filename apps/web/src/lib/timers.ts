/** The clock and timers the session uses; tests pass a manual implementation. */
export type Timers = {
  now: () => number;
  /** Calls `callback` every `ms` until the returned function is called. */
  every: (callback: () => void, ms: number) => () => void;
};

export const systemTimers: Timers = {
  now: () => Date.now(),
  every: (callback, ms) => {
    const handle = globalThis.setInterval(callback, ms);
    return () => globalThis.clearInterval(handle);
  },
};
