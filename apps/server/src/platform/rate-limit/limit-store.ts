/** How many hits a key holds in its window, and the ms until that window ends. */
export type WindowCount = { count: number; resetInMs: number };

/**
 * Counters in fixed windows, shared by every instance: rate-limiter-flexible's memory store by
 * default, its Redis store when REDIS_URL is set (so limits hold across instances). A window starts
 * with its key's first hit and ends on the store's own time (`Date.now` in memory, Redis TTLs).
 */
export type LimitStore = {
  /** Counts one hit on `key`; a window of `windowMs` starts with the first. */
  hit: (key: string, windowMs: number) => Promise<WindowCount>;
  /** The count so far without adding to it; null once the window has ended. */
  peek: (key: string) => Promise<WindowCount | null>;
  /** Starts a window of `ms` on `key` whatever it held: a lock that `peek` sees until it ends. */
  block: (key: string, ms: number) => Promise<void>;
  /** Forgets `key` and its window. */
  reset: (key: string) => Promise<void>;
  close: () => Promise<void>;
};
