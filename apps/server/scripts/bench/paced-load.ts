import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export type PacedResult = {
  /** Each response's time from when its request was due, in ms. */
  samples: number[];
  sent: number;
  failures: number;
  /** Responses a second over the run. */
  rps: number;
};

/**
 * `rate` GET requests a second for `durationS`, each sent when it is due whether or not earlier
 * ones have been answered (an open loop, as users arrive), over keep-alive connections opened as
 * needed. Each response is timed from when its request was due, so a late send counts against the
 * server's time rather than hiding it (no coordinated omission). autocannon's `overallRate` sends
 * each second's requests at once at the start of the second, so its latencies are of a burst.
 */
export const pacedLoad = async (options: {
  url: string;
  headers: Record<string, string>;
  pathOf: (n: number) => string;
  rate: number;
  durationS: number;
}): Promise<PacedResult> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const { hostname, port } = new URL(options.url);
  const samples: number[] = [];
  let failures = 0;
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.durationS);
  const started = performance.now();
  const answered: Promise<void>[] = [];
  const ask = (path: string, due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        { agent, hostname, port, path, headers: options.headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) samples.push(performance.now() - due);
            else failures += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failures += 1;
        resolve();
      });
    });
  for (let n = 0; n < total; n += 1) {
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    answered.push(ask(options.pathOf(n), due));
  }
  await Promise.all(answered);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { samples, sent: total, failures, rps: samples.length / seconds };
};
