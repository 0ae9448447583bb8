import type { JobRetryPolicy } from '../jobs';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * How the job queue retries a message the mail server or SMS provider did not take: 5 s, 10 s,
 * 20 s, ... capped at 10 minutes, for about a day; then `failed`, still listed.
 */
export const retryPolicy = {
  firstDelayMs: 5 * SECOND,
  maxDelayMs: 10 * MINUTE,
  /** About a day of attempts (the last ones 10 minutes apart). */
  maxAttempts: 150,
  /** How long a taken message is hidden from other workers while it is being sent. */
  leaseMs: 2 * MINUTE,
} as const satisfies JobRetryPolicy;
