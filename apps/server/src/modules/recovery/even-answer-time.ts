import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The least time a recovery answer takes after its limits, whether or not the account exists: well
 * above what a code and an e-mail cost (a few milliseconds on a quiet server, over 30 on two busy
 * slow cores), so both kinds of answer leave together.
 */
export const recoveryAnswerFloorMs = 100;

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
