import { Redis } from 'ioredis';

/**
 * Tells every instance that something it may have cached has changed. Local handlers run at once;
 * with REDIS_URL the message also goes over Redis pub/sub to the other instances, whose handlers run
 * when it arrives. Handlers must be idempotent: an instance may hear its own message twice.
 */
export type InvalidationBus = {
  publish: (topic: string, key: string) => void;
  subscribe: (topic: string, handler: (key: string) => void) => void;
  close: () => Promise<void>;
};

type Handlers = Map<string, Set<(key: string) => void>>;

const deliver = (handlers: Handlers, topic: string, key: string) => {
  for (const handler of handlers.get(topic) ?? []) handler(key);
};

const register = (handlers: Handlers, topic: string, handler: (key: string) => void) => {
  const set = handlers.get(topic) ?? new Set();
  set.add(handler);
  handlers.set(topic, set);
};

/** One process: messages reach this process's handlers only. */
export const createLocalInvalidationBus = (): InvalidationBus => {
  const handlers: Handlers = new Map();
  return {
    publish: (topic, key) => deliver(handlers, topic, key),
    subscribe: (topic, handler) => register(handlers, topic, handler),
    close: async () => undefined,
  };
};

const CHANNEL_PREFIX = 'rela:invalidate:';

/** Every instance on the same Redis hears every message (one publisher, one subscriber connection). */
export const createRedisInvalidationBus = (url: string): InvalidationBus => {
  const handlers: Handlers = new Map();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  // No ready check on the subscriber: its INFO can be sent after a SUBSCRIBE made while connecting,
  // which Redis refuses in subscriber mode and ioredis 5.8+ throws uncaught
  // (https://github.com/redis/ioredis/issues/2037).
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: false });
  // A lost connection must not crash the process; ioredis reconnects and resubscribes by itself.
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  subscriber.on('message', (channel: string, key: string) => {
    if (channel.startsWith(CHANNEL_PREFIX)) {
      deliver(handlers, channel.slice(CHANNEL_PREFIX.length), key);
    }
  });
  return {
    publish: (topic, key) => {
      deliver(handlers, topic, key);
      void publisher.publish(`${CHANNEL_PREFIX}${topic}`, key).catch(() => undefined);
    },
    subscribe: (topic, handler) => {
      if (!handlers.has(topic)) void subscriber.subscribe(`${CHANNEL_PREFIX}${topic}`);
      register(handlers, topic, handler);
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
};

/** Redis when REDIS_URL is set (caches stay correct across instances), this process otherwise. */
export const createInvalidationBus = (config: { REDIS_URL?: string }): InvalidationBus =>
  config.REDIS_URL ? createRedisInvalidationBus(config.REDIS_URL) : createLocalInvalidationBus();
