import type { Config } from '../../config';
import type { LimitStore } from './limit-store';
import { createMemoryLimitStore } from './memory-limit-store';
import { createRedisLimitStore } from './redis-limit-store';

/** Redis when REDIS_URL is set (limits hold across instances), process memory otherwise. */
export const createLimitStore = (config: Pick<Config, 'REDIS_URL'>): LimitStore =>
  config.REDIS_URL ? createRedisLimitStore(config.REDIS_URL) : createMemoryLimitStore();
