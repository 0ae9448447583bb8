import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The least time a recovery answer takes after its limits, whether or not the account exists: well
 * above the few milliseconds a code and an e-mail cost, so both kinds of answer leave together.
 */
export const recoveryAnswerFloorMs = 30;

/**
 * Runs `work` and answers no sooner than `floorMs` after it started, so the time of the answer does
 * not tell whether there was work to do (a known account) or not (an unknown one).
 */
export const inEvenTime = async <T>(work: () => Promise<T>, floorMs = recoveryAnswerFloorMs) => {
  const started = performance.now();
  const result = await work();
  const left = floorMs - (performance.now() - started);
  if (left > 0) await sleep(left);
  return result;
};
