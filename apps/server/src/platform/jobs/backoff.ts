const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How the job worker retries a job whose handler failed, and how long it holds one. */
export type JobRetryPolicy = {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts before a job is `failed` (a job sets its own when enqueued). */
  maxAttempts: number;
  /** How long a taken job is hidden from other workers; past it, a crashed worker's job is taken again. */
  leaseMs: number;
};

export const defaultJobRetryPolicy: JobRetryPolicy = {
  firstDelayMs: 10 * SECOND,
  maxDelayMs: 10 * MINUTE,
  maxAttempts: 5,
  leaseMs: 5 * MINUTE,
};

/** The wait after the `attempts`-th failed attempt: 10 s, 20 s, 40 s, ... capped at 10 minutes. */
export const jobRetryDelayMs = (
  attempts: number,
  policy: Pick<JobRetryPolicy, 'firstDelayMs' | 'maxDelayMs'> = defaultJobRetryPolicy,
): number =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(Math.max(attempts - 1, 0), 20));
