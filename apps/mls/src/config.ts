import { z } from 'zod';
import { defaultDatasetSeed, defaultDatasetSize, maxDatasetSize } from './dataset';
import { profileNames, type ProfileName } from './profiles/profiles';
import { readEnv } from '@rela/contracts';

/** Three events a minute: a newcomer sees the market move within minutes of `npm start`. */
export const defaultMarketEventsPerHour = 180;

const port = z.coerce.number().int().min(0).max(65_535);
const count = z.coerce.number().int().min(0);

/** Every environment variable the embedded MLS reads, its default and its meaning. */
const envSchema = z.object({
  MLS_PORT: port.default(3001),
  MLS_HOST: z.string().min(1).default('127.0.0.1'),
  /** The URL clients reach the MLS at (media URLs and next links are built from it). */
  MLS_PUBLIC_URL: z.url().optional(),
  MLS_PROFILE: z.enum(profileNames as [ProfileName, ...ProfileName[]]).default('default'),
  MLS_CLIENT_ID: z.string().min(1).default('rela-embedded'),
  MLS_CLIENT_SECRET: z.string().min(1).default('rela-embedded-secret'),
  MLS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  /** When set, the MLS accepts only this bearer token and has no token endpoint. */
  MLS_STATIC_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Seeds the listings and the market's events. */
  MLS_DATASET_SEED: z.coerce.number().int().default(defaultDatasetSeed),
  /** How many listings to generate (photos derive from them, so memory grows with listings only). */
  MLS_LISTINGS: z.coerce.number().int().min(1).max(maxDatasetSize).default(defaultDatasetSize),
  /** Market events (price moves, status changes, new and delisted listings) per hour; 0 keeps it still. */
  MLS_MARKET_EVENTS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(0)
    .max(360_000)
    .default(defaultMarketEventsPerHour),
  /** Where the photo files are kept once made (a cache: delete it at any time). */
  MLS_PHOTO_CACHE_DIR: z.string().min(1).default('data/mls-photos'),
  /** The most the photo cache holds, in MB; the least recently used files go past it. */
  MLS_PHOTO_CACHE_MB: z.coerce.number().int().min(1).default(1024),
  /** Overrides the profile's injected latency (ms) and 429 frequency (every n-th request; 0 off). */
  MLS_LATENCY_MS: count.optional(),
  MLS_THROTTLE_EVERY: count.optional(),
});

export type MlsConfig = z.infer<typeof envSchema> & { publicUrl: string };

export class MlsConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'MlsConfigError';
  }
}

/** Reads and validates the MLS's environment; empty values count as unset. */
export const loadMlsConfig = (env: NodeJS.ProcessEnv = process.env): MlsConfig => {
  const reading = readEnv(envSchema, env);
  if (!reading.ok) throw new MlsConfigError(reading.problems);
  const values = reading.values;
  return {
    ...values,
    publicUrl: (values.MLS_PUBLIC_URL ?? `http://localhost:${values.MLS_PORT}`).replace(/\/+$/, ''),
  };
};
