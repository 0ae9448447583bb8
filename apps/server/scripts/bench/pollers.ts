/**
 * Clients that each poll one URL with their own token every `intervalMs`, their phases spread
 * evenly over the interval, over one pool of keep-alive connections: the traffic of open
 * dashboards. (autocannon's `overallRate` sends each second's quota as a burst at the start of the
 * second, so its latency is the queue of that burst, not what a poll waits.)
 *
 * A poll's latency runs from the moment it was due, not from when a connection was free, so a
 * server that falls behind shows in the figure instead of slowing the clients down (no coordinated
 * omission). Latencies are kept per round of the interval: the first rounds are every client
 * arriving at once with nothing cached (a restart), the later ones the steady state.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type PollRounds = {
  /** Latencies in milliseconds of the polls due in each round, answered with 200. */
  rounds: number[][];
  errors: number;
  /** Polls answered per second from the first poll due to the last answer. */
  served: number;
};

export const runPollers = async ({
  url,
  tokens,
  intervalMs,
  rounds,
  connections,
}: {
  url: string;
  tokens: readonly string[];
  intervalMs: number;
  rounds: number;
  connections: number;
}): Promise<PollRounds> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[][] = Array.from({ length: rounds }, () => []);
  let errors = 0;
  let lastAnswer = 0;
  const poll = (token: string, due: number, round: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => {
          lastAnswer = performance.now();
          if (response.statusCode === 200) latencies[round]?.push(lastAnswer - due);
          else errors += 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  const start = performance.now();
  const total = tokens.length * rounds;
  // Poll i is due at start + (i mod n) * interval / n + round * interval.
  const dueAt = (index: number) =>
    start +
    ((index % tokens.length) * intervalMs) / tokens.length +
    Math.floor(index / tokens.length) * intervalMs;
  const pending: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (; next < total && dueAt(next) <= now; next += 1) {
        const round = Math.floor(next / tokens.length);
        pending.push(poll(tokens[next % tokens.length] ?? '', dueAt(next), round));
      }
      if (next >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  const answered = latencies.reduce((sum, round) => sum + round.length, 0);
  return { rounds: latencies, errors, served: answered / ((lastAnswer - start) / 1000) };
};
