const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How the dispatcher retries a message the mail server did not take. */
export const retryPolicy = {
  firstDelayMs: 5 * SECOND,
  maxDelayMs: 10 * MINUTE,
  /** About a day of attempts (the last ones 10 minutes apart); then `failed`, still listed. */
  maxAttempts: 150,
  /** How long a claimed message is hidden from other dispatchers while it is being sent. */
  leaseMs: 2 * MINUTE,
} as const;

/** The wait after the `attempts`-th failed attempt: 5 s, 10 s, 20 s, ... capped at 10 minutes. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(
    retryPolicy.maxDelayMs,
    retryPolicy.firstDelayMs * 2 ** Math.min(Math.max(attempts - 1, 0), 20),
  );
