import { systemClock, type Clock } from '../clock';
import type { LimitStore } from './limit-store';

type Entry = { value: string; expiresAt: number };

const sweepEvery = 1_000;

/** One process's counters, with expiry judged by the injectable clock. */
export const createMemoryLimitStore = (clock: Clock = systemClock): LimitStore => {
  const entries = new Map<string, Entry>();
  let writes = 0;

  const now = () => clock.now().getTime();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const write = (key: string, entry: Entry) => {
    entries.set(key, entry);
    writes += 1;
    if (writes % sweepEvery !== 0) return;
    const at = now();
    for (const [k, e] of entries) if (e.expiresAt <= at) entries.delete(k);
  };

  return {
    hit: async (key, windowMs) => {
      const entry = live(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      const expiresAt = entry?.expiresAt ?? now() + windowMs;
      write(key, { value: String(count), expiresAt });
      return { count, resetInMs: expiresAt - now() };
    },
    get: async (key) => live(key)?.value ?? null,
    set: async (key, value, ttlMs) => write(key, { value, expiresAt: now() + ttlMs }),
    del: async (key) => {
      entries.delete(key);
    },
    close: async () => entries.clear(),
  };
};
