import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '../clock';
import { announceChange, keepsReads, readCacheOf } from './cached-reads';
import { createLocalInvalidationBus } from './invalidation-bus';

describe('cached reads', () => {
  it('are kept with PGlite or with Redis, never on PostgreSQL without Redis', () => {
    expect(keepsReads({})).toBe(true);
    expect(keepsReads({ REDIS_URL: 'redis://cache' })).toBe(true);
    expect(keepsReads({ DATABASE_URL: 'postgres://db', REDIS_URL: 'redis://cache' })).toBe(true);
    expect(keepsReads({ DATABASE_URL: 'postgres://db' })).toBe(false);
  });

  it('always ask the database without a bus', async () => {
    const cache = readCacheOf<string>({ clock: manualClock() }, 'user');
    const load = vi.fn(async () => 'row');
    await cache.get('alice', load);
    await cache.get('alice', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hear a change announced from another module on the same read', async () => {
    const deps = { invalidations: createLocalInvalidationBus(), clock: manualClock() };
    const accounts = readCacheOf<string>(deps, 'user');
    await accounts.get('alice', async () => 'Alice');
    announceChange(deps, 'user', 'alice');
    expect(await accounts.get('alice', async () => 'Alicia')).toBe('Alicia');
    // Another read's topic leaves it alone.
    const homes = readCacheOf<string>(deps, 'buyerHomes');
    await homes.get('alice', async () => 'two homes');
    announceChange(deps, 'user', 'alice');
    expect(await homes.get('alice', async () => 'other')).toBe('two homes');
  });
});
