import {
  batchImagesResponseSchema,
  listingImagesResponseSchema,
  listingHistoryResponseSchema,
  listingOpenHousesResponseSchema,
  rawPropertiesResponseSchema,
  errorBodySchema,
  serverMessages,
} from '@rela/contracts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  loginAs,
  type TestApp,
  buildApp,
} from '../../../test/app';
import { fakeClientConfig, fakeKeys, startFakeMls, type FakeMls } from '../../../test/fake-mls';
import { createMlsClient } from '../mls';
import { replicaListings, replicaOpenHouses } from '../../db/schema';

const base = '/api/rela/listings';

describe('MLS routes for the browser', () => {
  let mls: FakeMls;
  let t: TestApp;
  let down: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    mls = await startFakeMls();
    // The routes build their client from the config, as in production.
    t = await buildTestApp({
      env: { MLS_URL: mls.url, MLS_CLIENT_ID: 'rela', MLS_CLIENT_SECRET: 'secret' },
    });
    await createUser(t.db, { username: 'realtor', role: 'realtor' });
    token = await loginAs(t.app, 'realtor');
    // The same app over an MLS nobody listens at (port 9 of this host), without real waiting.
    const unreachable = createMlsClient({
      config: fakeClientConfig('http://127.0.0.1:9'),
      clock: t.clock,
      sleep: async () => undefined,
    });
    down = await buildApp({ ...t.deps, mls: unreachable }, { logger: false });
    await down.ready();
  });
  afterAll(async () => {
    await down.close();
    await t.close();
    await mls.close();
  });

  const get = (url: string, app: FastifyInstance = t.app, signedIn = true) =>
    app.inject({ url, headers: signedIn ? bearer(token) : {} });

  it.each([
    `${base}/K001/images`,
    `${base}/images?listingKeys=K001`,
    `${base}/properties?listingKeys=K001`,
    `${base}/K001/open-houses`,
  ])('answers 401 without sign-in: %s', async (url) => {
    const response = await get(url, t.app, false);
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).code).toBe('UNAUTHORIZED');
  });

  it("answers a listing's open houses not yet over, soonest first (REQ-MLS-OPENHOUSE)", async () => {
    const now = t.clock.now();
    const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
    const day = (hours: number) => at(hours).toISOString().slice(0, 10);
    await t.db.insert(replicaListings).values({
      listingKey: 'OH1',
      status: 'Active',
      record: { ListingKey: 'OH1' },
      modifiedAt: now,
      syncedAt: now,
    });
    const openHouse = (key: string, hours: number, status = 'Active') => ({
      openHouseKey: key,
      listingKey: 'OH1',
      date: day(hours),
      startTime: at(hours),
      endTime: at(hours + 2),
      type: 'Public',
      status,
      remarks: null,
      modifiedAt: now,
    });
    await t.db
      .insert(replicaOpenHouses)
      .values([openHouse('later', 72), openHouse('over', -30), openHouse('soon', 26, 'Canceled')]);
    const response = await get(`${base}/OH1/open-houses`);
    expect(response.statusCode).toBe(200);
    const body = listingOpenHousesResponseSchema.parse(response.json());
    expect(body.openHouses.map((item) => [item.openHouseKey, item.status])).toEqual([
      ['soon', 'Canceled'],
      ['later', 'Active'],
    ]);
    expect((await get(`${base}/NONE/open-houses`)).json()).toEqual({
      listingKey: 'NONE',
      openHouses: [],
    });
  });

  it('answers the first photos of one listing, 5 by default', async () => {
    const response = await get(`${base}/K007/images`);
    expect(response.statusCode).toBe(200);
    const body = listingImagesResponseSchema.parse(response.json());
    // Records the replica cannot hold (no ModificationTimestamp) are asked live: each photo is a
    // waiting one of the usual shape, never the MLS's URL (ADR 046).
    const expected = mls.data.media
      .filter((m) => m.ResourceRecordKey === 'K007')
      .map(() => '/api/rela/photos/pending#1600x1067');
    expect(body).toEqual({ listingKey: 'K007', imageURLs: expected.slice(0, 5) });
    expect(JSON.stringify(body)).not.toContain(mls.url);
    const two = listingImagesResponseSchema.parse(
      (await get(`${base}/K007/images?count=2`)).json(),
    );
    expect(two.imageURLs).toEqual(expected.slice(0, 2));
  });

  it('answers a map of photos for a batch of keys', async () => {
    const keys = fakeKeys(50);
    const response = await get(`${base}/images?listingKeys=${keys.join(',')}&count=3`);
    expect(response.statusCode).toBe(200);
    const { images } = batchImagesResponseSchema.parse(response.json());
    expect(Object.keys(images)).toEqual(keys);
    expect(images.K002).toEqual(
      mls.data.media
        .filter((m) => m.ResourceRecordKey === 'K002')
        .slice(0, 3)
        .map(() => '/api/rela/photos/pending#1600x1067'),
    );
    expect(response.body).not.toContain(mls.url);
  });

  it('answers raw properties in the wrapper; an unknown key is absent', async () => {
    const response = await get(`${base}/properties?listingKeys=K003,UNKNOWN,K004`);
    expect(response.statusCode).toBe(200);
    const body = rawPropertiesResponseSchema.parse(response.json());
    expect(body.value.map((raw) => raw.ListingKey)).toEqual(['K003', 'K004']);
    expect(body.value[1]).toMatchObject({ City: 'City 3', Heating: null, ListPrice: null });
    // Records without a ModificationTimestamp cannot join the replica: confirmed as of this answer.
    const confirmedAt = t.clock.now().toISOString();
    expect(body.freshness).toEqual({
      K003: { confirmedAt, onMarket: true },
      K004: { confirmedAt, onMarket: true },
    });
  });

  it('answers a key the list repeats once, in the order of its first place', async () => {
    const properties = rawPropertiesResponseSchema.parse(
      (await get(`${base}/properties?listingKeys=K004,K003,K004`)).json(),
    );
    expect(properties.value.map((raw) => raw.ListingKey)).toEqual(['K004', 'K003']);
    expect(Object.keys(properties.freshness ?? {})).toEqual(['K004', 'K003']);
    const { images } = batchImagesResponseSchema.parse(
      (await get(`${base}/images?listingKeys=K004,K003,K004&count=2`)).json(),
    );
    expect(Object.keys(images)).toEqual(['K004', 'K003']);
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
  ])(
    'answers a batch in the encoding the browser accepts (%s), the same JSON',
    async (accepts, encoding) => {
      const keys = fakeKeys(50).join(',');
      for (const url of [
        `${base}/properties?listingKeys=${keys}`,
        `${base}/images?listingKeys=${keys}`,
      ]) {
        const plain = await get(url);
        const response = await t.app.inject({
          url,
          headers: { ...bearer(token), 'accept-encoding': accepts },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const decode = { br: brotliDecompressSync, gzip: gunzipSync }[encoding ?? ''];
        expect((decode ? decode(response.rawPayload) : response.rawPayload).toString()).toBe(
          plain.body,
        );
      }
      // A short answer goes as it is.
      const short = await t.app.inject({
        url: `${base}/properties?listingKeys=UNKNOWN`,
        headers: { ...bearer(token), 'accept-encoding': accepts },
      });
      expect(short.headers['content-encoding']).toBeUndefined();
      expect(short.json()).toEqual({ value: [], freshness: {}, display: {} });
    },
  );

  it.each([
    `${base}/K001/images?count=0`,
    `${base}/K001/images?count=101`,
    `${base}/K001/images?count=two`,
    `${base}/O'Brien/images`,
    `${base}/images?listingKeys=`,
    `${base}/images?listingKeys=K1&count=500`,
    `${base}/images`,
    `${base}/properties?listingKeys=${fakeKeys(51).join(',')}`,
    `${base}/properties?listingKeys=K001,${encodeURIComponent("x' or 1 eq 1")}`,
  ])('answers 400 for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION');
  });

  it('answers the history of a listing the replica cannot hold from its record alone, and 404 for a key nobody has (REQ-COST-HISTORY)', async () => {
    // The fake MLS's records carry no modification time and no history: nothing to tell.
    const response = await get(`${base}/K005/history`);
    expect(response.statusCode).toBe(200);
    expect(listingHistoryResponseSchema.parse(response.json())).toEqual({
      events: [],
      daysOnMarket: null,
    });
    const unknown = await get(`${base}/UNKNOWN/history`);
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).code).toBe('NOT_FOUND');
  });

  it('answers 503 UNAVAILABLE, without details, when the MLS is down and the replica lacks the listing', async () => {
    for (const url of [
      `${base}/K001/images`,
      `${base}/properties?listingKeys=K001`,
      `${base}/K001/history`,
    ]) {
      const response = await get(url, down);
      expect(response.statusCode).toBe(503);
      const body = errorBodySchema.parse(response.json());
      expect(body).toMatchObject({ code: 'UNAVAILABLE', message: serverMessages.unavailable });
      expect(response.body).not.toMatch(/127\.0\.0\.1|MLS|fetch/);
    }
  });

  it('never hands the MLS token or credentials to the browser', async () => {
    const response = await get(`${base}/properties?listingKeys=K001`);
    expect(response.body).not.toMatch(/token-\d|secret/);
  });
});
