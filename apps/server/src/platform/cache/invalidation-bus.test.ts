import { describe, expect, it, vi } from 'vitest';
import { createLocalInvalidationBus, createRedisInvalidationBus } from './invalidation-bus';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('local invalidation bus', () => {
  it("delivers a message at once to this process's handlers of its topic only", () => {
    const bus = createLocalInvalidationBus();
    const heard = vi.fn();
    const other = vi.fn();
    bus.subscribe('a', heard);
    bus.subscribe('b', other);
    bus.publish('a', 'key-1');
    expect(heard).toHaveBeenCalledWith('key-1');
    expect(other).not.toHaveBeenCalled();
  });
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('Redis invalidation bus (REDIS_URL)', () => {
  // Regression: subscriptions made while the connection was being made raced ioredis's ready
  // check, and the refused INFO was thrown uncaught, ending the process (found by the
  // multi-instance reliability run). Vitest fails the run on such an error.
  it('takes subscriptions while it connects, and delivers to them', async () => {
    for (let round = 0; round < 10; round += 1) {
      const sender = createRedisInvalidationBus(redisUrl ?? '');
      const receiver = createRedisInvalidationBus(redisUrl ?? '');
      try {
        const heard = vi.fn();
        for (let topic = 0; topic < 6; topic += 1) {
          receiver.subscribe(`bus-test-${round}-${topic}`, heard);
          await pause(topic % 3);
        }
        await vi.waitFor(
          async () => {
            sender.publish(`bus-test-${round}-5`, 'key');
            await pause(20);
            expect(heard).toHaveBeenCalledWith('key');
          },
          { timeout: 5_000 },
        );
      } finally {
        await sender.close();
        await receiver.close();
      }
    }
  });
});
