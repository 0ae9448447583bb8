import { limits, timing } from '@rela/contracts';
import type { Config } from '../../config';

export type StringFunctionsMode = 'auto' | 'on' | 'off';

/** What the server's MLS client needs to know, derived from the server's config. */
export type MlsClientConfig = {
  /** OData service root, `{MLS_URL}/odata`. */
  serviceRoot: string;
  /** Origins whose `@odata.nextLink` may be followed (re-based onto the service root's origin). */
  trustedOrigins: string[];
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** A fixed bearer instead of client credentials. */
  staticToken?: string;
  /** Most listing keys joined by `or` in one property request. */
  propertyBatchSize: number;
  /** Listing keys per media request. */
  mediaBatchSize: number;
  stringFunctions: StringFunctionsMode;
  /** Budget of one call (retries and pages included). */
  timeoutMs: number;
  /** Budget of one address search. */
  addressTimeoutMs: number;
  cacheTtlMs: number;
  /** Most pages one query follows before it gives up. */
  maxPages: number;
  /**
   * `OriginatingSystemName` every Property query names, for a provider that requires one (MLS
   * Grid). Such a provider is a replication feed: it filters on a few fields only and has no
   * string functions, so the client never tries a live address search there (the replica answers).
   */
  originatingSystem?: string;
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The client settings of the MLS_* variables (see docs/operations.md). */
export const mlsClientConfig = (config: Config): MlsClientConfig => {
  const mlsUrl = trimSlash(config.mlsUrl);
  return {
    serviceRoot: `${mlsUrl}/odata`,
    trustedOrigins: [...new Set([new URL(mlsUrl).origin, new URL(config.mlsPublicUrl).origin])],
    tokenUrl: config.MLS_TOKEN_URL ?? `${mlsUrl}/oauth2/token`,
    clientId: config.MLS_CLIENT_ID,
    clientSecret: config.MLS_CLIENT_SECRET,
    ...(config.MLS_STATIC_TOKEN ? { staticToken: config.MLS_STATIC_TOKEN } : {}),
    propertyBatchSize: Math.min(limits.propertyBatchSize, config.MLS_MAX_OR_CLAUSES),
    mediaBatchSize: limits.mediaBatchSize,
    stringFunctions: config.MLS_STRING_FUNCTIONS,
    timeoutMs: timing.mlsTimeoutMs,
    addressTimeoutMs: timing.addressSearchTimeoutMs,
    cacheTtlMs: config.MLS_CACHE_TTL_SECONDS * 1000,
    maxPages: 50,
    ...(config.MLS_ORIGINATING_SYSTEM ? { originatingSystem: config.MLS_ORIGINATING_SYSTEM } : {}),
  };
};
