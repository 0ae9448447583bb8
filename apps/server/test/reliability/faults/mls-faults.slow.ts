import { API_PREFIX, rawPropertiesResponseSchema, timing } from '@rela/contracts';
import { profileNames, providerProfiles } from '@rela/mls';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { buyerHomes } from '../../../src/db/schema';
import { countingFetch } from '../../fake-mls';
import { createMlsClient } from '../../../src/modules/mls/mls-client';
import { mlsClientConfig } from '../../../src/modules/mls/mls-config';
import { systemClock } from '../../../src/platform/clock';
import { bearer, buildTestApp, createUser, loginAs, type TestApp } from '../../app';
import { startEmbeddedMls, type EmbeddedMls } from '../embedded-mls';
import { recordFigures } from '../tally';

const listings = `${API_PREFIX}/rela/listings`;

type Setup = { mls: EmbeddedMls; t: TestApp; headers: Record<string, string>; keys: string[] };

/** A buyer with eight homes of the MLS's dataset, on an app pointed at that MLS. */
const setUp = async (mls: EmbeddedMls, profile = providerProfiles.default): Promise<Setup> => {
  const t = await buildTestApp({
    env: {
      ...mls.env,
      // As an operator sets it for a provider that limits `or`s (docs/operations.md).
      ...(profile.maxOrClauses ? { MLS_MAX_OR_CLAUSES: String(profile.maxOrClauses) } : {}),
    },
  });
  const buyer = await createUser(t.db, { username: 'buyer', role: 'buyer' });
  const keys = mls.dataset.properties.slice(0, 8).map((p) => p.ListingKey);
  await t.db
    .insert(buyerHomes)
    .values(keys.map((listingKey, position) => ({ buyerId: buyer.id, listingKey, position })));
  return { mls, t, headers: bearer(await loginAs(t.app, 'buyer')), keys };
};

const get = (app: FastifyInstance, url: string, headers: Record<string, string>) =>
  app.inject({ url, headers });

/**
 * REQ-REL-MLS-DOWN: the embedded MLS of apps/mls, as each provider profile, with
 * injected latency and 429s; then slower than the budget; then gone.
 */
describe('the MLS misbehaves', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });
  let injected = 0;

  it.each(profileNames)(
    'answers the listings of profile %s through latency and 429s (retried with backoff)',
    async (name) => {
      const mls = await startEmbeddedMls({ profile: name, latencyMs: 40, throttleEvery: 2 });
      const { t, headers, keys } = await setUp(mls, providerProfiles[name]);
      closers.push(mls.close, t.close);
      const response = await get(
        t.app,
        `${listings}/properties?listingKeys=${keys.join(',')}`,
        headers,
      );
      expect(response.statusCode, response.body).toBe(200);
      const records = rawPropertiesResponseSchema.parse(response.json()).value;
      expect(records.map((record) => record.ListingKey)).toEqual(keys);
      const images = await get(
        t.app,
        `${listings}/images?listingKeys=${keys.join(',')}&count=3`,
        headers,
      );
      expect(images.statusCode, images.body).toBe(200);
      const throttled = mls.answers.filter((answer) => answer.status === 429).length;
      injected += throttled;
      expect(throttled).toBeGreaterThan(0);
    },
    60_000,
  );

  it('gives up at the budget, then fails fast with the circuit open, and the dashboard still loads', async () => {
    expect(timing.mlsTimeoutMs).toBe(30_000);
    expect(timing.addressSearchTimeoutMs).toBe(15_000);
    const mls = await startEmbeddedMls({ latencyMs: 2_000 });
    const setup = await setUp(mls);
    closers.push(mls.close, setup.t.close);
    expect(mlsClientConfig(setup.t.config).timeoutMs).toBe(timing.mlsTimeoutMs);
    expect(mlsClientConfig(setup.t.config).addressTimeoutMs).toBe(timing.addressSearchTimeoutMs);

    // The same client with a budget of 300 ms, so the test need not wait 30 s.
    const requests = countingFetch();
    const client = createMlsClient({
      config: { ...mlsClientConfig(setup.t.config), timeoutMs: 300 },
      clock: systemClock,
      fetch: requests.fetch,
    });
    const app = await buildApp({ ...setup.t.deps, mls: client }, { logger: false });
    await app.ready();
    closers.push(() => app.close());
    const url = `${listings}/properties?listingKeys=${setup.keys.join(',')}`;

    const slowest: number[] = [];
    for (let call = 0; call < 7; call += 1) {
      const started = performance.now();
      const response = await get(app, url, setup.headers);
      slowest.push(performance.now() - started);
      expect(response.statusCode).toBe(503);
    }
    // Each call ends at its budget; once the circuit is open they end at once, without a request.
    expect(Math.max(...slowest)).toBeLessThan(300 + 1_000);
    const before = requests.count('/odata/Property');
    const started = performance.now();
    expect((await get(app, url, setup.headers)).statusCode).toBe(503);
    expect(performance.now() - started).toBeLessThan(100);
    expect(requests.count('/odata/Property')).toBe(before);

    await mls.close();
    for (const path of ['/api/rela/my-listing-keys', '/api/my-account-info']) {
      const response = await get(app, path, setup.headers);
      expect(response.statusCode, `${path} ${response.body}`).toBe(200);
    }
    injected += 2;
    recordFigures('fault: MLS latency, 429s, timeouts and outage', {
      faultsInjected: injected,
      writesLost: 0,
      notes: [
        `${profileNames.length} provider profiles with 40 ms latency and every second request 429: all answered`,
        `calls past a 300 ms budget: slowest ${Math.round(Math.max(...slowest))} ms; with the circuit open: no MLS request`,
      ],
    });
  }, 60_000);
});
