import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import { createMlsCache } from './mls-cache';
import { createMlsClient, type MlsClient } from './mls-client';
import { mlsClientConfig } from './mls-config';

/** What an MLS client is made from: the config (MLS_*) and the clock. */
export type MlsFromConfigDeps = { config: Config; clock: Clock };

/** An MLS client from the config (MLS_*): its token, cache and circuit breaker. */
export const mlsClientFromConfig = (deps: MlsFromConfigDeps): MlsClient =>
  createMlsClient({
    config: mlsClientConfig(deps.config),
    clock: deps.clock,
    cache: createMlsCache(deps.config, deps.clock),
  });
