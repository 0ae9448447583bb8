import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitStore, WindowCount } from './limit-store';

/** The library keeps windows in whole seconds (Redis TTLs); a part second rounds up. */
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const windowCount = (res: RateLimiterRes): WindowCount => ({
  count: res.consumedPoints,
  resetInMs: res.msBeforeNext,
});

/**
 * A limit store over one rate-limiter-flexible limiter, memory or Redis alike. Counting never
 * refuses here (`penalty` adds a point without a verdict): each rule's maximum is its caller's, so
 * every rule with its own window shares one limiter and the keys say which rule they count.
 */
export const limitStoreOn = (
  limiter: RateLimiterAbstract,
  close: () => Promise<void> = async () => undefined,
): LimitStore => ({
  hit: async (key, windowMs) =>
    windowCount(await limiter.penalty(key, 1, { customDuration: seconds(windowMs) })),
  peek: async (key) => {
    const res = await limiter.get(key);
    // The memory store keeps an ended window until its timer sweeps it; it counts as gone.
    return res && res.msBeforeNext > 0 ? windowCount(res) : null;
  },
  block: async (key, ms) => {
    await limiter.block(key, seconds(ms));
  },
  reset: async (key) => {
    await limiter.delete(key);
  },
  close,
});
