import { rawPropertyFields, type RawProperty } from '@rela/contracts';
import { buildMlsApp, defaultDataset, providerProfiles } from '@rela/mls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { countingFetch, fakeClientConfig } from '../../../test/fake-mls';
import { createMlsClient, type MlsClient } from './mls-client';

const dataset = defaultDataset();
/** 50 listings spread over the dataset (several cities, statuses and photo counts). */
const keys = dataset.properties
  .filter((_, index) => index % 37 === 0)
  .slice(0, 50)
  .map((property) => property.ListingKey);

/**
 * What the client reads, in every profile alike (ADR 047): the dataset's own values, which are
 * display names (`Active Under Contract`, `Forced Air`), whether the profile sent lookup names or
 * display names; a missing list is null whether it came as `[]` or as nothing.
 */
const expectedRaw = (key: string): RawProperty => {
  const record = dataset.properties.find((property) => property.ListingKey === key);
  if (!record) throw new Error(`no listing ${key}`);
  const held: Record<string, unknown> = { ...record, OriginatingSystemName: 'RelaMLS' };
  return Object.fromEntries(
    rawPropertyFields.map((field) => {
      const value = held[field] ?? null;
      return [field, Array.isArray(value) && value.length === 0 ? null : value];
    }),
  ) as RawProperty;
};

const expectedPhotos = (base: string, key: string, count: number) =>
  dataset.media
    .filter((media) => media.ResourceRecordKey === key)
    .sort((a, b) => a.Order - b.Order)
    .slice(0, count)
    .map((media) => `${base}${media.MediaPath}`);

/** The same suite under every provider profile: the client must not care which one it talks to. */
describe.each(Object.keys(providerProfiles) as (keyof typeof providerProfiles)[])(
  'MLS client against the embedded MLS, profile %s',
  (name) => {
    let server: FastifyInstance;
    let base: string;
    let client: MlsClient;
    const counter = countingFetch();

    beforeAll(async () => {
      server = await buildMlsApp({
        dataset,
        profile: providerProfiles[name],
        sleep: async () => undefined,
      });
      base = await server.listen({ host: '127.0.0.1', port: 0 });
      client = createMlsClient({
        config: fakeClientConfig(base, {
          clientId: 'rela-embedded',
          clientSecret: 'rela-embedded-secret',
          timeoutMs: 20_000,
          // MLS Grid asks every Property query to name the system (the embedded one's is RelaMLS).
          ...(providerProfiles[name].requiresOriginatingSystem
            ? { originatingSystem: 'RelaMLS' }
            : {}),
        }),
        clock: manualClock(),
        fetch: counter.fetch,
        sleep: async () => undefined,
      });
    });
    afterAll(async () => {
      await client.close();
      await server.close();
    });

    it('reads 50 listings by key, normalised to the array enum style and display names', async () => {
      const found = await client.getPropertiesByKeys(keys);
      expect(found).toEqual(keys.map(expectedRaw));
      // Among them values whose lookup name differs from the display name, read as display names.
      const statuses = new Set(found.map((record) => record.StandardStatus));
      expect(statuses).toContain('Active Under Contract');
      expect(found.some((record) => record.Heating?.includes('Forced Air'))).toBe(true);
      if (name === 'default') expect(counter.count('/odata/Property')).toBeLessThanOrEqual(5);
      expect(await client.getPropertiesByKeys([keys[3] ?? '', 'NO-SUCH-KEY'])).toEqual([
        expectedRaw(keys[3] ?? ''),
      ]);
    });

    it('reads the first 5 photos of each of 50 listings, by Order', async () => {
      const images = await client.getMedia(keys, 5);
      expect(images).toEqual(
        Object.fromEntries(keys.map((key) => [key, expectedPhotos(base, key, 5)])),
      );
      if (name === 'default') expect(counter.count('/odata/Media')).toBeLessThanOrEqual(3);
    });

    it('reads every photo of one listing and one listing by key', async () => {
      const key = keys[7] ?? '';
      expect((await client.getMedia([key], 100))[key]).toEqual(expectedPhotos(base, key, 100));
      const other = keys[11] ?? '';
      expect(await client.getProperty(other)).toEqual(expectedRaw(other));
      expect(await client.getProperty("NO'SUCH")).toBeNull();
    });
  },
);
