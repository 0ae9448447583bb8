/**
 * Chat polling: simulated clients, each with its own assistant token, polling
 * `GET /assistant/update_dashboard` every 2 s over a shared pool of keep-alive connections, on one
 * instance. Goal: 5,000 clients (2,500 polls a second), p99 under 50 ms, no errors.
 */
import autocannon from 'autocannon';
import { assistantPaths, ASSISTANT_PREFIX } from '@rela/contracts';
import { BENCH_PASSWORD } from './bench-users';
import { emitFigures, isSmoke, ms, perSecond, type Figure } from './figures';
import { postgresAvailable } from './postgres';
import { spawnStack } from './spawn-stack';

const smoke = isSmoke();
const CLIENTS = smoke ? 50 : 5_000;
const POLL_INTERVAL_S = 2;
const DURATION_S = smoke ? 2 : 15;
const CONNECTIONS = smoke ? 10 : 100;
const LOGIN_CONCURRENCY = 8;

/** One assistant token per simulated client (the bench's filler users share one password). */
const tokensFor = async (baseUrl: string, count: number): Promise<string[]> => {
  const tokens: string[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${baseUrl}${ASSISTANT_PREFIX}${assistantPaths.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: `filler-${index + 1}`, password: BENCH_PASSWORD }),
      });
      if (!response.ok) throw new Error(`Assistant login failed with ${response.status}`);
      tokens[index] = ((await response.json()) as { access_token: string }).access_token;
    }
  };
  await Promise.all(Array.from({ length: LOGIN_CONCURRENCY }, worker));
  return tokens;
};

const driver = (await postgresAvailable()) ? 'postgres' : 'pglite';
const stack = await spawnStack({ driver, homes: 10, users: CLIENTS });
try {
  const tokens = await tokensFor(stack.apiUrl, CLIENTS);
  const rate = CLIENTS / POLL_INTERVAL_S;
  let turn = 0;
  const result = await autocannon({
    url: `${stack.apiUrl}${ASSISTANT_PREFIX}${assistantPaths.updateDashboard}`,
    connections: CONNECTIONS,
    overallRate: rate,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${tokens[turn++ % CLIENTS]}` },
        }),
      },
    ],
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  const figures: Figure[] = [
    {
      figure: 'Chat polling',
      detail: `${CLIENTS.toLocaleString('en-US')} clients every ${POLL_INTERVAL_S} s over ${CONNECTIONS} keep-alive connections, ${driver}`,
      measured: `${perSecond(result.requests.average)} of ${perSecond(rate)} asked, p99 ${ms(result.latency.p99)}, ${failures} errors`,
      goal: '5,000 clients (2,500/s), p99 < 50 ms, no errors',
      met: smoke
        ? null
        : failures === 0 && result.latency.p99 < 50 && result.requests.average >= rate * 0.95,
    },
  ];
  emitFigures(figures);
} finally {
  await stack.stop();
}
