import type { Clock } from '../../platform/clock';
import { MlsError } from './mls-errors';

/** The time budget of one MLS call: aborts its requests and sleeps when it runs out. */
export type Deadline = {
  signal: AbortSignal;
  budgetMs: number;
  /** Milliseconds left by the injected clock. */
  remainingMs: () => number;
  /** The error a call ends with when the budget ran out. */
  timeoutError: () => MlsError;
  clear: () => void;
};

export const startDeadline = (budgetMs: number, clock: Clock): Deadline => {
  const controller = new AbortController();
  const endsAt = clock.now().getTime() + budgetMs;
  const timeoutError = () =>
    new MlsError('timeout', `The MLS did not answer within ${budgetMs} ms`);
  const timer = setTimeout(() => controller.abort(timeoutError()), budgetMs);
  timer.unref();
  return {
    signal: controller.signal,
    budgetMs,
    remainingMs: () => endsAt - clock.now().getTime(),
    timeoutError,
    clear: () => clearTimeout(timer),
  };
};
