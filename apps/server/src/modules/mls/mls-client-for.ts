import type { AppDeps } from '../../app-deps';
import { createMlsCache } from './mls-cache';
import { createMlsClient, type MlsClient } from './mls-client';
import { mlsClientConfig } from './mls-config';

/** An MLS client from the config (MLS_*): its token, cache and circuit breaker. */
export const mlsClientFromConfig = (deps: Pick<AppDeps, 'config' | 'clock'>): MlsClient =>
  createMlsClient({
    config: mlsClientConfig(deps.config),
    clock: deps.clock,
    cache: createMlsCache(deps.config, deps.clock),
  });

/**
 * The process's MLS client (main.ts makes one for all its parts, so they share one token, one cache
 * and one breaker); an app built without one (tests) makes its own and closes it with the app.
 */
export const mlsClientFor = (
  deps: Pick<AppDeps, 'config' | 'clock' | 'mls'>,
  onClose: (close: () => Promise<void>) => void,
): MlsClient => {
  if (deps.mls) return deps.mls;
  const client = mlsClientFromConfig(deps);
  onClose(client.close);
  return client;
};
