import { createServer } from 'node:net';
import { accountInfoSchema, errorBodySchema, myListingKeysResponseSchema } from '@rela/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { countingFetch } from '../mls/fake-mls.test-support';
import { createMlsClient } from '../mls/mls-client';
import { mlsClientConfig } from '../mls/mls-config';
import { buildHomesWorld, type HomesWorld } from './buyer-homes.test-support';

/** A port of this host that nobody listens at: opened, then closed again. */
const closedPort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};

/** REQ-REL-MLS-DOWN: with the MLS down, the buyer's own data still loads; the listings fail fast. */
describe('buyer homes with the MLS down', () => {
  let world: HomesWorld;
  let app: FastifyInstance;
  const requests = countingFetch();
  const mlsRequests = () =>
    ['/oauth2/token', '/odata/Property', '/odata/Media'].reduce(
      (sum, path) => sum + requests.count(path),
      0,
    );

  beforeAll(async () => {
    world = await buildHomesWorld('pglite', {
      MLS_URL: `http://127.0.0.1:${await closedPort()}`,
    });
    await world.give('buyer', [{ listingKey: 'RELA00000001', liked: true }]);
    // The configured MLS, with a small budget and retries that do not really wait.
    const mls = createMlsClient({
      config: { ...mlsClientConfig(world.t.config), timeoutMs: 1_000 },
      clock: world.t.clock,
      fetch: requests.fetch,
      sleep: async () => undefined,
      retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 },
    });
    app = await buildApp({ ...world.t.deps, mls }, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await world.close();
  });

  const get = async (url: string) => app.inject({ url, headers: await world.as('buyer') });

  it('answers the listing calls 503, then stops calling the MLS at all (circuit open)', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await get('/api/rela/listings/properties?listingKeys=RELA00000001');
      expect(response.statusCode).toBe(503);
      expect(errorBodySchema.parse(response.json()).code).toBe('UNAVAILABLE');
    }
    expect(mlsRequests()).toBeGreaterThan(0);
    requests.reset();
    for (const url of [
      '/api/rela/listings/properties?listingKeys=RELA00000001',
      '/api/rela/listings/images?listingKeys=RELA00000001&count=5',
      '/api/rela/listings/RELA00000001/images?count=100',
    ]) {
      expect((await get(url)).statusCode).toBe(503);
    }
    expect(mlsRequests()).toBe(0);
  });

  it("still answers the buyer's keys and account", async () => {
    const keys = await get('/api/rela/my-listing-keys');
    expect(keys.statusCode).toBe(200);
    expect(myListingKeysResponseSchema.parse(keys.json())).toEqual({
      listingKeys: ['RELA00000001'],
      likedKeys: ['RELA00000001'],
    });
    const account = await get('/api/my-account-info');
    expect(account.statusCode).toBe(200);
    expect(accountInfoSchema.parse(account.json()).userUsername).toBe('buyer');
    expect((await get('/api/rela/buyers/buyer/listing-keys')).statusCode).toBe(200);
  });
});
