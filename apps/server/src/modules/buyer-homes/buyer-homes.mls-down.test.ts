import { createServer } from 'node:net';
import {
  defaultPhotoShape,
  listingPhotoUrl,
  accountInfoSchema,
  batchImagesResponseSchema,
  errorBodySchema,
  myListingKeysResponseSchema,
  rawPropertiesResponseSchema,
} from '@rela/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../test/app';
import { countingFetch } from '../../../test/fake-mls';
import { replicate } from '../../../test/replica-rig';
import { createMlsClient, mlsClientConfig } from '../mls';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';

/** A port of this host that nobody listens at: opened, then closed again. */
const closedPort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};

/**
 * REQ-REL-MLS-DOWN: with the MLS down, the buyer's own data still loads; listings the replica holds
 * still load from it (ADR 021); one it does not hold yet fails fast.
 */
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
    await world.give('buyer', [
      { listingKey: 'RELA00000001', liked: true },
      { listingKey: 'RELA00000002' },
    ]);
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

  it('answers 503 for a home the replica does not hold, then stops calling the MLS (circuit open)', async () => {
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

  it('answers a replicated home from the replica, without asking the MLS', async () => {
    const now = world.t.clock.now();
    await replicate(
      world.t.db,
      world.t.deps.invalidations,
      {
        listings: [
          {
            ListingKey: 'RELA00000002',
            StandardStatus: 'Active',
            ListPrice: 525_000,
            City: 'Raleigh',
            ModificationTimestamp: '2026-11-20T10:00:00.000Z',
          },
        ],
        media: [
          {
            MediaKey: 'M2-1',
            ResourceRecordKey: 'RELA00000002',
            Order: 1,
            MediaURL: 'https://photos.example/RELA00000002/1.jpg',
            ModificationTimestamp: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
      now,
    );
    requests.reset();

    const properties = await get('/api/rela/listings/properties?listingKeys=RELA00000002');
    expect(properties.statusCode, properties.body).toBe(200);
    expect(rawPropertiesResponseSchema.parse(properties.json())).toMatchObject({
      value: [{ ListingKey: 'RELA00000002', ListPrice: 525_000, City: 'Raleigh' }],
      freshness: { RELA00000002: { confirmedAt: now.toISOString(), onMarket: true } },
    });
    const images = await get('/api/rela/listings/images?listingKeys=RELA00000002&count=5');
    // The replica's photo, as Rela serves it: waiting for its copy (ADR 046), never the MLS's URL.
    expect(batchImagesResponseSchema.parse(images.json()).images).toEqual({
      RELA00000002: [listingPhotoUrl('rela', { copied: false, ...defaultPhotoShape })],
    });
    // A dashboard with a home the replica lacks still shows the ones it holds.
    const both = await get('/api/rela/listings/properties?listingKeys=RELA00000001,RELA00000002');
    expect(both.statusCode).toBe(200);
    expect(rawPropertiesResponseSchema.parse(both.json()).value).toHaveLength(1);
    expect(mlsRequests()).toBe(0);
  });

  it('answers an add 503 while the MLS is down, and changes nothing; a key already listed needs no MLS', async () => {
    const add = async (listingKey: string) =>
      app.inject({
        method: 'POST',
        url: '/api/rela/my-listing-keys',
        payload: { listingKey },
        headers: await world.as('buyer'),
      });
    const down = await add('RELA00000003');
    expect(down.statusCode).toBe(503);
    expect(errorBodySchema.parse(down.json()).code).toBe('UNAVAILABLE');
    expect((await add('RELA00000001')).statusCode).toBe(200);
    const keys = await get('/api/rela/my-listing-keys');
    expect(myListingKeysResponseSchema.parse(keys.json()).listingKeys).toEqual([
      'RELA00000001',
      'RELA00000002',
    ]);
  });

  it("still answers the buyer's keys and account", async () => {
    const keys = await get('/api/rela/my-listing-keys');
    expect(keys.statusCode).toBe(200);
    expect(myListingKeysResponseSchema.parse(keys.json())).toMatchObject({
      listingKeys: ['RELA00000001', 'RELA00000002'],
      likedKeys: ['RELA00000001'],
    });
    const account = await get('/api/my-account-info');
    expect(account.statusCode).toBe(200);
    expect(accountInfoSchema.parse(account.json()).userUsername).toBe('buyer');
    expect((await get('/api/rela/buyers/buyer/listing-keys')).statusCode).toBe(200);
  });
});
