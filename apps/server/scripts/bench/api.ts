/**
 * API reads, sign-in and growth: autocannon against `GET /api/rela/my-listing-keys` and
 * `GET /api/my-account-info` as the signed-in bench buyer, beside a bare Fastify JSON route measured
 * in the same run; `POST /api/login` latency one request at a time (argon2id included).
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { apiPaths, defaultProductSlug, withProduct } from '@rela/contracts';
import { emitFigures, isSmoke, ms, perSecond, summarise, type Figure } from './figures';
import { BENCH_PASSWORD, benchBuyer } from './bench-users';
import { postgresAvailable } from './postgres';
import { spawnStack, type StackOptions } from './spawn-stack';

const smoke = isSmoke();
const CONNECTIONS = 50;
const DURATION_S = smoke ? 1 : 8;
const SIGN_INS = smoke ? 5 : 80;
const signIn = async (apiUrl: string) => {
  const started = performance.now();
  const response = await fetch(`${apiUrl}/api${apiPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: benchBuyer, password: BENCH_PASSWORD }),
  });
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`Sign-in failed with ${response.status}`);
  const body = (await response.json()) as { accessToken: string };
  return { token: body.accessToken, elapsed };
};

const load = async (url: string, token?: string) => {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${failures} failed requests against ${url}`);
  return { rps: result.requests.average, p99: result.latency.p99 };
};

/** The size of one answer's body (uncompressed, as the load generator reads it). */
const bodyBytes = async (url: string, token: string) => {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  return Buffer.byteLength(await response.text());
};

/**
 * The 1,000-home keys answer's goals (ADR 026's second amendment): its share of the bare route, and
 * its bytes a home. Its share of a bare route sending the spec's two lists of as many homes (the
 * same bytes on the wire: what is left is Rela's own work) is reported beside.
 */
const KEYS_SHARE = 0.15;
const KEYS_BYTES_A_HOME = 25;

type Scenario = StackOptions & { label: string; signIns: boolean; primary: boolean };

const measure = async (scenario: Scenario): Promise<Figure[]> => {
  const stack = await spawnStack(scenario);
  try {
    const { token } = await signIn(stack.apiUrl);
    const bare = await load(`${stack.bareUrl}/bare`);
    const bareKeys = scenario.homes >= 1_000 ? await load(`${stack.bareUrl}/bare-keys`) : bare;
    const listingKeys = await load(
      `${stack.apiUrl}/api${withProduct(apiPaths.myListingKeys, defaultProductSlug)}`,
      token,
    );
    const accountInfo = await load(`${stack.apiUrl}/api${apiPaths.myAccountInfo}`, token);
    const keysBytes = await bodyBytes(
      `${stack.apiUrl}/api${withProduct(apiPaths.myListingKeys, defaultProductSlug)}`,
      token,
    );
    const isPostgres = scenario.driver === 'postgres';
    const figures: Figure[] = [];
    const reads = [
      ['my-listing-keys', listingKeys],
      ['my-account-info', accountInfo],
    ] as const;
    for (const [route, result] of reads) {
      const ratio = result.rps / bare.rps;
      if (scenario.primary) {
        figures.push({
          figure: 'API reads',
          detail: `${route}, ${scenario.driver}`,
          measured: `${perSecond(result.rps)} (${(ratio * 100).toFixed(0)}% of bare ${perSecond(bare.rps)}), p99 ${ms(result.p99)}`,
          goal: '>= 33% of bare, p99 < 25 ms (PostgreSQL)',
          met: isPostgres ? ratio >= 1 / 3 && result.p99 < 25 : null,
        });
      }
      // The buyer's keys answer grows with the homes (who added each, ADR 026's amendments): at
      // 1,000 homes it holds a share of the bare route of its own, and a few bytes a home.
      const largeKeys = route === 'my-listing-keys' && scenario.homes >= 1_000;
      const perHome = keysBytes / scenario.homes;
      const sameSize = result.rps / bareKeys.rps;
      figures.push({
        figure: 'Growth',
        detail: `${route}, ${scenario.driver}, ${scenario.label}`,
        measured: `${perSecond(result.rps)}, ${(ratio * 100).toFixed(0)}% of bare, p99 ${ms(result.p99)}${largeKeys ? `; ${(sameSize * 100).toFixed(0)}% of a bare route sending the spec's two lists of as many homes (${perSecond(bareKeys.rps)}); ${keysBytes.toLocaleString('en-US')} bytes (${perHome.toFixed(0)} a home)` : ''}`,
        goal: largeKeys
          ? `>= ${KEYS_SHARE * 100}% of bare, <= ${KEYS_BYTES_A_HOME} bytes a home`
          : 'flat as homes and users grow',
        met: largeKeys && !smoke ? ratio >= KEYS_SHARE && perHome <= KEYS_BYTES_A_HOME : null,
      });
    }
    if (scenario.signIns) {
      const samples: number[] = [];
      for (let i = 0; i < SIGN_INS; i += 1) samples.push((await signIn(stack.apiUrl)).elapsed);
      const { p50, p99 } = summarise(samples.slice(Math.min(5, samples.length - 1)));
      figures.push({
        figure: 'Sign-in',
        detail: `POST /api/login, ${scenario.driver}`,
        measured: `p50 ${ms(p50)}, p99 ${ms(p99)}`,
        goal: 'p50 < 25 ms',
        met: isPostgres ? p50 < 25 : null,
      });
    }
    return figures;
  } finally {
    await stack.stop();
  }
};

const drivers: StackOptions['driver'][] = (await postgresAvailable())
  ? ['postgres', 'pglite']
  : ['pglite'];
const scenarios: Scenario[] = drivers.flatMap((driver) => {
  // The smoke run keeps the first two: the full run adds 100,000 users.
  const sizes = smoke
    ? [
        [10, 100],
        [1_000, 100],
      ]
    : [
        [10, 100],
        [1_000, 100],
        [10, 100_000],
        [1_000, 100_000],
      ];
  return sizes.map(([homes, users], n) => ({
    driver,
    homes: homes!,
    users: users!,
    label: `${homes!.toLocaleString('en-US')} homes, ${users!.toLocaleString('en-US')} users`,
    signIns: n === 0,
    primary: n === 0,
  }));
});
// BENCH_API_ONLY=postgres:1000:100 measures one scenario alone (driver, homes, users).
const only = process.env.BENCH_API_ONLY;
const chosen = only
  ? scenarios.filter((run) => `${run.driver}:${run.homes}:${run.users}` === only)
  : scenarios;
const figures: Figure[] = [];
for (const scenario of chosen) figures.push(...(await measure(scenario)));
if (!drivers.includes('postgres')) {
  figures.push({
    figure: 'API reads',
    detail: 'postgres',
    measured: 'not measured: no PostgreSQL at BENCH_DATABASE_URL',
    goal: '>= 33% of bare, p99 < 25 ms',
    met: null,
  });
}
emitFigures(figures);
