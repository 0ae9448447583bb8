import { timing } from '@rela/contracts';
import { retryAfterSecondsOf } from '../../../lib/api-error';
import type { Countdown } from '../../../lib/use-countdown';

/**
 * Sends a code and starts the resend countdown. Inside the cooldown (a 429 with `Retry-After`) the
 * code sent a moment ago still works: the countdown shows the time left instead of an error.
 */
export const sendCodeWithCooldown = async (
  send: () => Promise<unknown>,
  countdown: Pick<Countdown, 'start'>,
): Promise<void> => {
  try {
    await send();
    countdown.start(timing.resendCooldownMs);
  } catch (caught) {
    const waitSeconds = retryAfterSecondsOf(caught);
    if (waitSeconds === null) throw caught;
    countdown.start(waitSeconds * 1000);
  }
};
