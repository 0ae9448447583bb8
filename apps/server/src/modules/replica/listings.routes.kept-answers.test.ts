import { syncBuiltinESMExports } from 'node:module';
import zlib, { brotliDecompressSync } from 'node:zlib';
import { buildMlsApp, generateDataset, providerProfiles } from '@rela/mls';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { bearer, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/app';
import { READ_CACHE_QUIET_MS } from '../../platform/cache/read-cache';
import { registerCompression } from '../../platform/http/compression';

/** Every way this process can compress a body: the kept answers' and the compression plugin's. */
const compressors = [
  'brotliCompressSync',
  'brotliCompress',
  'createBrotliCompress',
  'gzipSync',
  'gzip',
  'createGzip',
  'deflateSync',
  'deflate',
  'createDeflate',
] as const;
/** What Chrome sends. */
const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const base = '/api/rela/listings';

/**
 * ADR 036 over HTTP: a dashboard's answer, as a browser asks it, is compressed once and then sent
 * as the same bytes, with no compression work on later reads (neither the kept answer's nor the
 * compression plugin's). Every compressor of `node:zlib` is counted, installed before the app is
 * built so that the plugin's own (taken when it registers) is counted too.
 */
describe('kept answers over HTTP', () => {
  const spies = new Map<string, MockInstance>();
  const compressions = () =>
    Object.fromEntries([...spies].map(([name, spy]) => [name, spy.mock.calls.length]));
  const none = Object.fromEntries(compressors.map((name) => [name, 0]));
  const resetCounts = () => {
    for (const spy of spies.values()) spy.mockClear();
  };

  let mls: FastifyInstance;
  let t: TestApp;
  let token: string;
  const properties = generateDataset({ count: 60, seed: 21 }).properties;
  const keys = properties.slice(0, 50).map((listing) => listing.ListingKey);
  const url = `${base}/properties?listingKeys=${keys.join(',')}`;
  const read = (headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...bearer(token), ...headers } });

  beforeAll(async () => {
    for (const name of compressors) spies.set(name, vi.spyOn(zlib, name));
    // The named exports of `node:zlib` (what `import { brotliCompressSync }` reads) follow the spies.
    syncBuiltinESMExports();
    mls = await buildMlsApp({
      dataset: { properties },
      profile: providerProfiles.default,
      marketEventsPerHour: 0,
    });
    const mlsUrl = await mls.listen({ host: '127.0.0.1', port: 0 });
    t = await buildTestApp({ env: { MLS_URL: mlsUrl, MLS_PUBLIC_URL: mlsUrl } });
    await createUser(t.db, { username: 'realtor', role: 'realtor' });
    token = await loginAs(t.app, 'realtor');
  });
  afterAll(async () => {
    await t?.close();
    await mls?.close();
    vi.restoreAllMocks();
    syncBuiltinESMExports();
  });

  it('counts the compression plugin’s work (the count below can see it)', async () => {
    const app = Fastify({ logger: false });
    await registerCompression(app);
    app.get('/big', async () => ({ text: 'listing '.repeat(500) }));
    resetCounts();
    const response = await app.inject({ url: '/big', headers: chrome });
    expect(response.headers['content-encoding']).toBe('br');
    expect(Object.values(compressions()).reduce((sum, calls) => sum + calls, 0)).toBe(1);
    await app.close();
  });

  it('sends a kept answer as the same brotli bytes, compressing it once', async () => {
    // The first read stores the 50 homes from the MLS; the answer is kept once they are quiet.
    const plain = await read();
    expect(plain.statusCode).toBe(200);
    expect((plain.json() as { value: unknown[] }).value).toHaveLength(50);
    t.clock.advance(READ_CACHE_QUIET_MS + 1_000);
    expect((await read()).body).toBe(plain.body);

    resetCounts();
    const first = await read(chrome);
    expect(compressions()).toEqual({ ...none, brotliCompressSync: 1 });

    resetCounts();
    const later = [await read(chrome), await read(chrome), await read(chrome)];
    expect(compressions()).toEqual(none);
    for (const response of [first, ...later]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['content-length']).toBe(String(first.rawPayload.length));
      expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
  });
});
