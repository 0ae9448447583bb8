/**
 * The MLS figure of `npm run bench` (alone: `npm run bench:mls`): MLS requests and time for one
 * dashboard load of 50 listings (their raw records and 5 photos each), cold and warm, against the
 * embedded MLS (default dataset and profile). Goal: cold <= 5 property and <= 3 media requests,
 * warm 0.
 */
import { performance } from 'node:perf_hooks';
import { limits } from '@rela/contracts';
import { buildMlsApp, defaultDataset, providerProfiles } from '@rela/mls';
import { createMlsClient, mlsClientConfig } from '../../src/modules/mls';
import { loadConfig } from '../../src/config';
import { emitFigures } from './figures';

const LOAD = 50;
const goals = { property: 5, media: 3 };

const dataset = defaultDataset();
const mls = await buildMlsApp({ dataset, profile: providerProfiles.default });
const url = await mls.listen({ host: '127.0.0.1', port: 0 });

const counts = { property: 0, media: 0, token: 0 };
const countingFetch = (target: string, init: RequestInit) => {
  const path = new URL(target).pathname;
  if (path.startsWith('/odata/Property')) counts.property += 1;
  else if (path.startsWith('/odata/Media')) counts.media += 1;
  else if (path.endsWith('/token')) counts.token += 1;
  return fetch(target, init);
};

const config = loadConfig({ ...process.env, MLS_URL: url, MLS_PUBLIC_URL: url, REDIS_URL: '' });
const client = createMlsClient({ config: mlsClientConfig(config), fetch: countingFetch });
const keys = dataset.properties
  .filter((_, index) => index % 7 === 0)
  .slice(0, LOAD)
  .map((property) => property.ListingKey);

const load = async (label: string) => {
  Object.assign(counts, { property: 0, media: 0, token: 0 });
  const started = performance.now();
  const [properties, images] = await Promise.all([
    client.getPropertiesByKeys(keys),
    client.getMedia(keys, limits.imagesPerListingBatch),
  ]);
  const ms = performance.now() - started;
  const photos = Object.values(images).flat().length;
  return { label, ...counts, ms, properties: properties.length, photos };
};

const rows = [await load('cold'), await load('warm')];
await client.close();
await mls.close();

const meets = (row: (typeof rows)[number]) =>
  row.label === 'cold'
    ? row.property <= goals.property && row.media <= goals.media
    : row.property === 0 && row.media === 0;

emitFigures(
  rows.map((row) => ({
    figure: 'MLS',
    detail: `${row.label} load of ${LOAD} listing keys`,
    measured: `${row.property} property, ${row.media} media, ${row.token} token requests; ${row.properties} listings, ${row.photos} photos in ${row.ms.toFixed(0)} ms`,
    goal:
      row.label === 'cold'
        ? `<= ${goals.property} property, <= ${goals.media} media`
        : '0 requests',
    met: meets(row),
  })),
);
