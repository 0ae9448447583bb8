/**
 * Counters and short-lived values shared by every instance: in process memory by default,
 * Redis when REDIS_URL is set (so limits hold across instances).
 */
export type LimitStore = {
  /** Counts one hit on `key` in a fixed window; answers the count so far and ms until the window resets. */
  hit: (key: string, windowMs: number) => Promise<{ count: number; resetInMs: number }>;
  get: (key: string) => Promise<string | null>;
  set: (key: string, value: string, ttlMs: number) => Promise<void>;
  del: (key: string) => Promise<void>;
  close: () => Promise<void>;
};
