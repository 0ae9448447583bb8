import type { Clock } from '../../platform/clock';
import { isMlsOutage, MlsError } from './mls-errors';

export type BreakerState = 'closed' | 'open' | 'half-open';

export type CircuitBreakerOptions = {
  clock: Clock;
  /** Consecutive failures that open the circuit. */
  failureThreshold?: number;
  /** How long it stays open before one probe call may try again. */
  coolDownMs?: number;
  /** Which errors count as failures; by default the MLS outages (not its 4xx answers). */
  isFailure?: (error: unknown) => boolean;
};

export type CircuitBreaker = {
  run: <T>(call: () => Promise<T>) => Promise<T>;
  state: () => BreakerState;
};

/**
 * Stops calling a failing MLS: after `failureThreshold` consecutive failures every call fails fast
 * (MlsError `circuit-open`) for `coolDownMs`; then one probe goes through (half-open), and its
 * success closes the circuit while its failure opens it for another cool-down.
 */
export const createCircuitBreaker = ({
  clock,
  failureThreshold = 5,
  coolDownMs = 30_000,
  isFailure = isMlsOutage,
}: CircuitBreakerOptions): CircuitBreaker => {
  let failures = 0;
  let openedAt: number | null = null;
  let probing = false;

  const state = (): BreakerState => {
    if (openedAt === null) return 'closed';
    return clock.now().getTime() - openedAt >= coolDownMs ? 'half-open' : 'open';
  };

  const open = () => {
    openedAt = clock.now().getTime();
  };

  const run = async <T>(call: () => Promise<T>): Promise<T> => {
    const current = state();
    if (current === 'open' || (current === 'half-open' && probing)) {
      throw new MlsError('circuit-open', 'The MLS is unavailable (circuit open)');
    }
    const isProbe = current === 'half-open';
    if (isProbe) probing = true;
    try {
      const result = await call();
      failures = 0;
      openedAt = null;
      return result;
    } catch (error) {
      if (isFailure(error)) {
        failures += 1;
        if (isProbe || failures >= failureThreshold) open();
      } else {
        // An answer, even a refusal, shows the MLS is up.
        openedAt = null;
        failures = 0;
      }
      throw error;
    } finally {
      if (isProbe) probing = false;
    }
  };

  return { run, state };
};
