/**
 * Chat polling: simulated clients, each with its own assistant token, polling
 * `GET /assistant/update_dashboard` every 2 s over a shared pool of keep-alive connections, on one
 * instance. Goal: 5,000 clients (2,500 polls a second), p99 under 50 ms, no errors.
 * Then Rela's reply time: a message sent, and its reply read with `?wait=1` (REQ-CHAT-FAST-REPLY),
 * one client at a time; goal: p99 under 300 ms with the built-in brain.
 */
import { assistantPaths, ASSISTANT_PREFIX } from '@rela/contracts';
import { BENCH_PASSWORD } from './bench-users';
import { emitFigures, isSmoke, ms, perSecond, summarise, type Figure } from './figures';
import { runPollers } from './pollers';
import { postgresAvailable } from './postgres';
import { spawnStack } from './spawn-stack';

const smoke = isSmoke();
const CLIENTS = smoke ? 50 : 5_000;
const POLL_INTERVAL_S = 2;
/** Rounds of every client polling once: the first ones arrive all at once with nothing cached. */
const WARM_UP_ROUNDS = smoke ? 1 : 3;
const ROUNDS = smoke ? 2 : 10;
const CONNECTIONS = smoke ? 10 : 100;
const LOGIN_CONCURRENCY = 8;
/** Messages timed from send to reply, each from another client (the per-minute limit). */
const REPLIES = smoke ? 5 : 200;

/** From `POST /chat` to the reply in one held `update_dashboard?wait=1`, per message. */
const replyTimes = async (baseUrl: string, tokens: readonly string[]): Promise<number[]> => {
  const times: number[] = [];
  for (const token of tokens) {
    const headers = { authorization: `Bearer ${token}` };
    const started = performance.now();
    const sent = await fetch(`${baseUrl}${ASSISTANT_PREFIX}${assistantPaths.chat}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_input: 'help' }),
    });
    if (sent.status !== 202) throw new Error(`POST /chat answered ${sent.status}`);
    const read = await fetch(
      `${baseUrl}${ASSISTANT_PREFIX}${assistantPaths.updateDashboard}?wait=1`,
      { headers },
    );
    const { messages } = (await read.json()) as { messages: { role: string }[] };
    if (messages.at(-1)?.role !== 'bot') throw new Error('the held reading brought no reply');
    times.push(performance.now() - started);
  }
  return times;
};

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
  const result = await runPollers({
    url: `${stack.apiUrl}${ASSISTANT_PREFIX}${assistantPaths.updateDashboard}`,
    tokens,
    intervalMs: POLL_INTERVAL_S * 1000,
    rounds: ROUNDS,
    connections: CONNECTIONS,
  });
  const steady = summarise(result.rounds.slice(WARM_UP_ROUNDS).flat());
  const cold = result.rounds.slice(0, WARM_UP_ROUNDS).map((round) => summarise(round).p99);
  const setting = `${CLIENTS.toLocaleString('en-US')} clients every ${POLL_INTERVAL_S} s over ${CONNECTIONS} keep-alive connections, ${driver}`;
  const replies = summarise(await replyTimes(stack.apiUrl, tokens.slice(0, REPLIES)));
  const figures: Figure[] = [
    {
      figure: 'Chat polling',
      detail: `${setting}, steady (after ${WARM_UP_ROUNDS} rounds)`,
      measured: `${perSecond(result.served)} of ${perSecond(rate)} asked, p50 ${ms(steady.p50)}, p99 ${ms(steady.p99)}, ${result.errors} errors`,
      goal: '5,000 clients (2,500/s), p99 < 50 ms, no errors',
      met: smoke ? null : result.errors === 0 && steady.p99 < 50 && result.served >= rate * 0.95,
    },
    {
      figure: 'Chat polling',
      detail: `${setting}, all arriving at once after a restart`,
      measured: `p99 per round: ${cold.map(ms).join(', ')}`,
      goal: 'reported',
      met: null,
    },
    {
      figure: 'Chat reply',
      detail: `${REPLIES} messages, built-in brain, send to reply through update_dashboard?wait=1, ${driver}`,
      measured: `p50 ${ms(replies.p50)}, p99 ${ms(replies.p99)}`,
      goal: 'p99 < 300 ms',
      met: smoke ? null : replies.p99 < 300,
    },
  ];
  emitFigures(figures);
} finally {
  await stack.stop();
}
