import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  collaboration,
  defaultMapAttribution,
  defaultMapTileUrl,
  defaultProductSlug,
  limits,
  mapTileUrlProblem,
  defaultDisplayRules,
  parseDisplayRules,
  readEnv,
  type DisplayRules,
  reportTiming,
  tokens,
} from '@rela/contracts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = z.coerce.number().int().positive();

/**
 * Every environment variable the server reads, its default and its meaning.
 * The README's configuration table is written from this list.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Rela <no-reply@rela.local>'),
  /** `/dev/outbox`: unset, served only on a loopback HOST without SMTP_URL; never in production. */
  DEV_OUTBOX: bool.optional(),
  /** `/api/docs` (OpenAPI and its browser): on by default, off by default in production. */
  API_DOCS: bool.optional(),
  DEMO_PASSWORD: z.string().min(8).default('Rela-demo-2026!'),
  SEED_DEMO: bool.optional(),
  PRODUCT_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes')
    .default(defaultProductSlug),
  MLS_PORT: port.default(3001),
  MLS_URL: z.url().optional(),
  MLS_PUBLIC_URL: z.url().optional(),
  MLS_TOKEN_URL: z.url().optional(),
  MLS_CLIENT_ID: z.string().min(1).default('rela-embedded'),
  MLS_CLIENT_SECRET: z.string().min(1).default('rela-embedded-secret'),
  MLS_STATIC_TOKEN: z.string().min(1).optional(),
  MLS_MAX_OR_CLAUSES: positiveInt.default(10),
  MLS_STRING_FUNCTIONS: z.enum(['auto', 'on', 'off']).default('auto'),
  MLS_MEDIA_ORIGIN: z.url().optional(),
  MLS_CACHE_TTL_SECONDS: positiveInt.default(300),
  /** 0 turns the replica's sync off (the reads do not use the replica yet; ADR 021). */
  MLS_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  MLS_ORIGINATING_SYSTEM: z.string().min(1).optional(),
  /**
   * The MLS display rules over the shipped defaults (ADR 048): JSON of rule sets by
   * `OriginatingSystemName` (`"*"` for any other), or the path of a file holding it.
   */
  MLS_DISPLAY_RULES: z.string().min(1).optional(),
  /** Listing photos copied at once by this process's photo worker (ADR 046); 0 copies none. */
  PHOTO_COPY_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(1),
  /**
   * Which photos are copied (ADR 046): `all` (listed homes first, then each listing's first, then
   * the rest), or `listed` (the photos of homes on someone's list only: a small machine, a test rig).
   */
  PHOTO_COPY_SCOPE: z.enum(['all', 'listed']).default('all'),
  /**
   * `true` keeps this process's reaction worker from starting (ADR 043): the events' jobs wait in
   * the queue. For the reliability suite's crash test; never in normal running.
   */
  REACTIONS_HELD: bool.optional(),
  LOGIN_LIMIT_PER_MINUTE: positiveInt.default(10),
  IP_LIMIT_PER_MINUTE: positiveInt.default(300),
  BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
  SHUTDOWN_GRACE_MS: positiveInt.default(10_000),
  /** Time to receive a whole request, body included (408 and closed beyond it). */
  REQUEST_TIMEOUT_MS: positiveInt.default(30_000),
  /** Time to receive a request's headers; at most REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: positiveInt.default(20_000),
  /** Open connections per client address; 0: no cap. Unset: 100, or no cap behind TRUST_PROXY. */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).optional(),
  INVITATION_TTL_SECONDS: positiveInt.default(tokens.invitationTtlMs / 1000),
  WEB_DIST: z.string().min(1).optional(),
  /** Files (profile photos, reports) in an S3-compatible bucket when S3_BUCKET is set; else DATA_DIR/files. */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9][A-Za-z0-9._-]*\/)*$/, 'must be empty or folders ending with /')
    .default(''),
  /** Text messages over a provider's HTTP API when SMS_PROVIDER_URL is set; else they stay in the outbox. */
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).default('Rela'),
  SMS_INBOUND_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Web Push's VAPID key pair (ADR 052), base64url as `npx web-push generate-vapid-keys` prints
   * them; both or neither. Unset, a pair is made once and kept in DATA_DIR/secrets.json.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a base64url P-256 public key (65 bytes)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a base64url P-256 private key (32 bytes)')
    .optional(),
  /** Who the push services may contact (`mailto:` or `https:`); unset, MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
    .optional(),
  /**
   * Push services Rela may send to beside the browsers' own (ADR 052): comma-separated origins,
   * e.g. a self-hosted service or a test's `http://127.0.0.1:4100`.
   */
  PUSH_SERVICE_ORIGINS: z
    .string()
    .transform((value, context) => {
      const origins: string[] = [];
      for (const item of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const url = URL.canParse(item) ? new URL(item) : null;
        if (
          !url ||
          !['http:', 'https:'].includes(url.protocol) ||
          url.origin !== item.replace(/\/$/, '')
        ) {
          context.addIssue({ code: 'custom', message: `${item} is not an http(s) origin` });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    })
    .optional(),
  /** The floor of an AI report's generation in seconds (the real one takes minutes); small for demos. */
  REPORT_MIN_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(reportTiming.defaultMinSeconds),
  /** Rela's LLM brain: any OpenAI-compatible chat-completions endpoint; unset, the built-in brain answers. */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: positiveInt.default(20_000),
  CHAT_LIMIT_PER_MINUTE: positiveInt.default(limits.chatMessagesPerMinute),
  /**
   * A buyer's opening of a home is recorded in the realtor's feed at most once per home in this
   * many seconds (ADR 033: 30 minutes); 0 records every opening (the e2e suite compresses time).
   */
  ACTIVITY_VIEW_DEDUPE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(collaboration.viewDedupeMs / 1000),
  /** The search map's raster tiles ({z}/{x}/{y}, optional {s} and {r}); its origin joins the CSP img-src. */
  MAP_TILE_URL: z
    .string()
    .superRefine((value, context) => {
      const problem = mapTileUrlProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .default(defaultMapTileUrl),
  /** The tiles' attribution, text with `[label](https://link)` links. */
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(500).default(defaultMapAttribution),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  dataDir: string;
  publicUrl: string;
  isProduction: boolean;
  seedDemo: boolean;
  /** Whether `/api/docs` is served (API_DOCS, else everywhere but production). */
  apiDocs: boolean;
  trustProxy: boolean | number | string;
  /** MAX_CONNECTIONS_PER_IP with its default; 0: no cap (a proxy in front holds the clients). */
  connectionsPerAddress: number;
  webDist: string;
  mlsUrl: string;
  /** The URL whose origin serves the MLS's photos (MLS_PUBLIC_URL): Rela copies them from it. */
  mlsPublicUrl: string;
  /** The MLS display rules in force (MLS_DISPLAY_RULES over the defaults, ADR 048). */
  displayRules: DisplayRules;
  /** True when MLS_DISPLAY_RULES set them. */
  displayRulesFromConfig: boolean;
  /** PUSH_SERVICE_ORIGINS: push services beside the browsers' own (ADR 052). */
  pushServiceOrigins: readonly string[];
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const parseTrustProxy = (value: string): boolean | number | string => {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** MLS_DISPLAY_RULES: its JSON, or the file it names (relative to the repository). */
const readDisplayRules = (
  value: string | undefined,
  problems: string[],
): DisplayRules | undefined => {
  if (value === undefined) return defaultDisplayRules;
  let json = value;
  if (!value.trimStart().startsWith('{')) {
    try {
      json = readFileSync(path.resolve(repoRoot, value), 'utf8');
    } catch (error) {
      problems.push(`MLS_DISPLAY_RULES: cannot read ${value} (${(error as Error).message})`);
      return undefined;
    }
  }
  const parsed = parseDisplayRules(json);
  if (parsed.ok) return parsed.rules;
  problems.push(...parsed.problems.map((problem) => `MLS_DISPLAY_RULES: ${problem}`));
  return undefined;
};

/** Reads and validates the environment; throws one ConfigError naming every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const reading = readEnv(envSchema, env);
  if (!reading.ok) throw new ConfigError(reading.problems);
  const values = reading.values;
  const isProduction = values.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction && !values.JWT_SECRET) problems.push('JWT_SECRET: required in production');
  if (isProduction && values.SEED_DEMO) problems.push('SEED_DEMO: never in production');
  if (isProduction && values.DEV_OUTBOX) problems.push('DEV_OUTBOX: never in production');
  // Push goes over https in production (ADR 052); a plain-http origin is for tests and development.
  if (isProduction && values.PUSH_SERVICE_ORIGINS?.some((origin) => !origin.startsWith('https:')))
    problems.push('PUSH_SERVICE_ORIGINS: https origins only in production');
  if (!values.VAPID_PUBLIC_KEY !== !values.VAPID_PRIVATE_KEY)
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  if (values.HEADERS_TIMEOUT_MS > values.REQUEST_TIMEOUT_MS)
    problems.push('HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  const displayRules = readDisplayRules(values.MLS_DISPLAY_RULES, problems);
  if (problems.length > 0 || !displayRules) throw new ConfigError(problems);

  const dataDir = path.resolve(repoRoot, values.DATA_DIR);
  const trustProxy = parseTrustProxy(values.TRUST_PROXY);
  return {
    ...values,
    dataDir,
    isProduction,
    seedDemo: !isProduction && (values.SEED_DEMO ?? !values.DATABASE_URL),
    apiDocs: values.API_DOCS ?? !isProduction,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    trustProxy,
    connectionsPerAddress: values.MAX_CONNECTIONS_PER_IP ?? (trustProxy === false ? 100 : 0),
    webDist: path.resolve(repoRoot, values.WEB_DIST ?? 'apps/web/dist'),
    mlsUrl: values.MLS_URL ?? `http://127.0.0.1:${values.MLS_PORT}`,
    mlsPublicUrl: values.MLS_PUBLIC_URL ?? values.MLS_URL ?? `http://localhost:${values.MLS_PORT}`,
    displayRules,
    displayRulesFromConfig: values.MLS_DISPLAY_RULES !== undefined,
    pushServiceOrigins: values.PUSH_SERVICE_ORIGINS ?? [],
  };
};
