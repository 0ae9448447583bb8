import path from 'node:path';
import { buildMlsApp } from './app';
import { MlsConfigError, loadMlsConfig, type MlsConfig } from './config';
import { generateListings } from './dataset';
import { providerProfiles } from './profiles/profiles';

let config: MlsConfig;
try {
  config = loadMlsConfig();
} catch (error) {
  if (!(error instanceof MlsConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const base = providerProfiles[config.MLS_PROFILE];
const profile = {
  ...base,
  latencyMs: config.MLS_LATENCY_MS ?? base.latencyMs,
  throttleEvery: config.MLS_THROTTLE_EVERY ?? base.throttleEvery,
};
// Photos derive from the listings on demand, so only the listings are held (by the store alone).
const app = await buildMlsApp({
  dataset: {
    properties: generateListings({ seed: config.MLS_DATASET_SEED, count: config.MLS_LISTINGS }),
  },
  seed: config.MLS_DATASET_SEED,
  photos: {
    cacheDir: path.resolve(config.MLS_PHOTO_CACHE_DIR),
    cacheBytes: config.MLS_PHOTO_CACHE_MB * 1024 ** 2,
  },
  marketEventsPerHour: config.MLS_MARKET_EVENTS_PER_HOUR,
  devRoutes: process.env.NODE_ENV !== 'production',
  profile,
  publicUrl: config.publicUrl,
  auth: config.MLS_STATIC_TOKEN
    ? { staticToken: config.MLS_STATIC_TOKEN }
    : {
        clientId: config.MLS_CLIENT_ID,
        clientSecret: config.MLS_CLIENT_SECRET,
        tokenTtlSeconds: config.MLS_TOKEN_TTL_SECONDS,
      },
});
await app.listen({ host: config.MLS_HOST, port: config.MLS_PORT });
console.log(
  `Embedded MLS (RESO Web API) at ${config.publicUrl}/odata, profile ${profile.name}, ` +
    `${config.MLS_LISTINGS} listings, ` +
    `${config.MLS_MARKET_EVENTS_PER_HOUR > 0 ? `${config.MLS_MARKET_EVENTS_PER_HOUR} market events an hour` : 'a still market'}, ` +
    `${config.MLS_STATIC_TOKEN ? 'static token' : 'client credentials'}`,
);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
