import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { createMlsClient, type MlsClientDeps } from './mls-client';
import type { MlsClientConfig } from './mls-config';
import {
  countingFetch,
  fakeClientConfig,
  fakeKeys,
  startFakeMls,
  type FakeMls,
} from '../../../test/fake-mls';

const PROPERTY = '/odata/Property';
const MEDIA = '/odata/Media';
const TOKEN = '/oauth2/token';

describe('MLS client against a fake MLS', () => {
  let mls: FakeMls;
  beforeAll(async () => {
    mls = await startFakeMls();
  });
  afterAll(() => mls.close());
  afterEach(() => {
    mls.state.fault = undefined;
  });

  const client = (overrides: Partial<MlsClientConfig> = {}, deps: Partial<MlsClientDeps> = {}) => {
    const counter = countingFetch();
    const clock = manualClock();
    const sleeps: number[] = [];
    const built = createMlsClient({
      config: fakeClientConfig(mls.url, overrides),
      clock,
      fetch: counter.fetch,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      random: () => 0.5,
      ...deps,
    });
    return { mls: built, counter, clock, sleeps };
  };

  const fifty = fakeKeys(60).slice(10);

  it('fetches 50 properties in 5 requests of 10 keys, with one token for all of them', async () => {
    const t = client();
    const found = await t.mls.getPropertiesByKeys(fifty);
    expect(found.map((raw) => raw.ListingKey)).toEqual(fifty);
    expect(t.counter.count(PROPERTY)).toBe(5);
    expect(t.counter.count(TOKEN)).toBe(1);
    const filters = mls.state.requests
      .slice(-5)
      .map((url) => new URL(url, mls.url).searchParams.get('$filter') ?? '');
    for (const filter of filters) expect(filter.split(' or ')).toHaveLength(10);
  });

  it('normalises records to the array enum style and leaves unknown keys out', async () => {
    const t = client();
    const found = await t.mls.getPropertiesByKeys(['K001', 'NOPE', 'K002']);
    expect(found.map((raw) => raw.ListingKey)).toEqual(['K001', 'K002']);
    expect(found[0]).toMatchObject({
      City: 'City 0',
      Heating: ['Forced Air', 'Natural Gas'],
      ListPrice: null,
    });
    expect(found[1]?.Heating).toBeNull();
  });

  it('answers the second load from the cache: 0 requests', async () => {
    const t = client();
    await t.mls.getPropertiesByKeys(fifty);
    await t.mls.getMedia(fifty, 5);
    t.counter.reset();
    await t.mls.getPropertiesByKeys(fifty);
    await t.mls.getMedia(fifty, 5);
    await t.mls.getPropertiesByKeys(['NOPE']);
    t.counter.reset();
    await t.mls.getPropertiesByKeys(['NOPE']);
    expect(t.counter.count(PROPERTY) + t.counter.count(MEDIA) + t.counter.count(TOKEN)).toBe(0);
  });

  it('asks again once the cache entry expired', async () => {
    const t = client();
    await t.mls.getPropertiesByKeys(['K001']);
    t.clock.advance(60_001);
    await t.mls.getPropertiesByKeys(['K001']);
    expect(t.counter.count(PROPERTY)).toBe(2);
  });

  it('fetches media for 50 keys in 3 requests of at most 20, grouped per key by Order', async () => {
    const t = client();
    const images = await t.mls.getMedia(fifty, 5);
    expect(t.counter.count(MEDIA)).toBe(3);
    expect(Object.keys(images)).toEqual(fifty);
    for (const key of fifty) {
      const expected = mls.data.media
        .filter((m) => m.ResourceRecordKey === key)
        .sort((a, b) => a.Order - b.Order)
        .slice(0, 5)
        .map((m) => m.MediaURL);
      expect(images[key]).toEqual(expected);
    }
    expect(images.K060).toEqual([]);
    const top = new URL(mls.state.requests.at(-1) ?? '', mls.url).searchParams.get('$top');
    expect(top).toBe(String(6 * 10));
  });

  it('follows @odata.nextLink until the last page', async () => {
    const paged = await startFakeMls({ pageCap: 7 });
    try {
      const counter = countingFetch();
      const built = createMlsClient({
        config: fakeClientConfig(paged.url),
        clock: manualClock(),
        fetch: counter.fetch,
      });
      const keys = fakeKeys(20);
      const images = await built.getMedia(keys, 100);
      const total = paged.data.media.filter((m) => keys.includes(m.ResourceRecordKey)).length;
      expect(Object.values(images).flat()).toHaveLength(total);
      expect(counter.count(MEDIA)).toBe(Math.ceil(total / 7));
      expect(images.K003).toEqual(
        paged.data.media.filter((m) => m.ResourceRecordKey === 'K003').map((m) => m.MediaURL),
      );
    } finally {
      await paged.close();
    }
  });

  it('stops at the page limit', async () => {
    const paged = await startFakeMls({ pageCap: 1 });
    try {
      const built = createMlsClient({
        config: fakeClientConfig(paged.url, { maxPages: 3 }),
        clock: manualClock(),
      });
      await expect(built.getMedia(['K007'], 5)).rejects.toMatchObject({ kind: 'protocol' });
    } finally {
      await paged.close();
    }
  });

  it('halves a batch the MLS finds too long (TooManyClauses) and remembers it', async () => {
    const strict = await startFakeMls({ maxOrClauses: 4 });
    try {
      const counter = countingFetch();
      const built = createMlsClient({
        config: fakeClientConfig(strict.url),
        clock: manualClock(),
        fetch: counter.fetch,
      });
      const first = await built.getPropertiesByKeys(fakeKeys(10));
      expect(first).toHaveLength(10);
      expect(counter.count(PROPERTY)).toBe(3);
      counter.reset();
      const second = await built.getPropertiesByKeys(fakeKeys(20).slice(10));
      expect(second).toHaveLength(10);
      expect(counter.count(PROPERTY)).toBe(2);
    } finally {
      await strict.close();
    }
  });

  it('fetches a new token once when the MLS answers 401', async () => {
    const t = client();
    await t.mls.getPropertiesByKeys(['K001']);
    mls.state.tokens.length = 0;
    const found = await t.mls.getPropertiesByKeys(['K002']);
    expect(found.map((raw) => raw.ListingKey)).toEqual(['K002']);
    expect(t.counter.count(TOKEN)).toBe(2);
    expect(t.counter.count(PROPERTY)).toBe(3);
  });

  it('reads one property by key, and null for a key the MLS lacks', async () => {
    const t = client();
    expect(await t.mls.getProperty('K005')).toMatchObject({ ListingKey: 'K005', City: 'City 4' });
    expect(await t.mls.getProperty("O'Brien")).toBeNull();
    expect(mls.state.requests.at(-1)).toContain("Property('O''Brien')");
  });

  it('fails with a timeout at its budget when the MLS never answers', async () => {
    mls.state.fault = () => 'hang';
    const t = client({ timeoutMs: 100 });
    await expect(t.mls.getPropertiesByKeys(['K001'])).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('retries 5xx, then opens the circuit and fails fast without asking the MLS', async () => {
    mls.state.fault = () => ({ status: 503, body: { error: { code: 'Down', message: 'down' } } });
    mls.state.tokens.push('static');
    const t = client({ staticToken: 'static' });
    for (let i = 0; i < 5; i += 1) {
      await expect(t.mls.getPropertiesByKeys([`K00${i + 1}`])).rejects.toMatchObject({
        kind: 'server',
      });
    }
    expect(t.counter.count(PROPERTY)).toBe(15);
    await expect(t.mls.getPropertiesByKeys(['K009'])).rejects.toMatchObject({
      kind: 'circuit-open',
    });
    expect(t.counter.count(PROPERTY)).toBe(15);
    mls.state.fault = undefined;
    t.clock.advance(30_000);
    expect(await t.mls.getPropertiesByKeys(['K009'])).toHaveLength(1);
  });

  it('retries a 429 after its Retry-After', async () => {
    let throttled = 0;
    mls.state.fault = (request) => {
      if (!request.url.startsWith(PROPERTY) || throttled > 0) return undefined;
      throttled += 1;
      const body = { error: { code: 'TooManyRequests', message: 'slow' } };
      return { status: 429, body, headers: { 'retry-after': '3' } };
    };
    const t = client({ timeoutMs: 10_000 });
    expect(await t.mls.getPropertiesByKeys(['K001'])).toHaveLength(1);
    expect(t.sleeps).toEqual([3_000]);
    expect(t.counter.count(PROPERTY)).toBe(2);
  });

  it('never follows a next link to another origin', async () => {
    mls.state.fault = (request) =>
      request.url.startsWith(MEDIA)
        ? {
            status: 200,
            body: { value: [], '@odata.nextLink': 'https://evil.example/odata/Media' },
          }
        : undefined;
    const t = client();
    await expect(t.mls.getMedia(['K001'], 5)).rejects.toMatchObject({ kind: 'protocol' });
  });
});
