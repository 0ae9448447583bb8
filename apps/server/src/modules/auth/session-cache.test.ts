import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../platform/clock';
import { createLocalInvalidationBus } from '../../platform/cache/invalidation-bus';
import { createSessionCache, SESSION_CHECK_TTL_MS } from './session-cache';

const alice = { familyId: 'family-a', userId: 'user-a' };
const aliceOtherTab = { familyId: 'family-a2', userId: 'user-a' };
const bob = { familyId: 'family-b', userId: 'user-b' };

const setup = () => {
  const clock = manualClock();
  const cache = createSessionCache({ bus: createLocalInvalidationBus(), clock });
  return { clock, cache };
};

describe('session cache', () => {
  it('knows a session active synchronously only while an active check is kept, for its own user', async () => {
    const { clock, cache } = setup();
    expect(cache.knownActive(alice)).toBe(false);
    await cache.isActive(alice, async () => true);
    expect(cache.knownActive(alice)).toBe(true);
    expect(cache.knownActive({ familyId: 'family-a', userId: 'mallory' })).toBe(false);
    await cache.isActive(bob, async () => false);
    expect(cache.knownActive(bob)).toBe(false);
    clock.advance(SESSION_CHECK_TTL_MS + 1);
    expect(cache.knownActive(alice)).toBe(false);
    await cache.isActive(alice, async () => true);
    cache.forgetSession(alice.familyId);
    expect(cache.knownActive(alice)).toBe(false);
  });

  it('asks the database once per TTL for an active session, and again after it', async () => {
    const { clock, cache } = setup();
    const load = vi.fn(async () => true);
    expect(await cache.isActive(alice, load)).toBe(true);
    expect(await cache.isActive(alice, load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(SESSION_CHECK_TTL_MS + 1);
    expect(await cache.isActive(alice, load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never remembers a refusal', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => false);
    expect(await cache.isActive(alice, load)).toBe(false);
    expect(await cache.isActive(alice, load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never answers for a family with another user id', async () => {
    const { cache } = setup();
    await cache.isActive(alice, async () => true);
    expect(
      await cache.isActive({ familyId: 'family-a', userId: 'mallory' }, async () => true),
    ).toBe(false);
  });

  it('forgets a revoked session at once, and caches nothing about it for one TTL', async () => {
    const { clock, cache } = setup();
    await cache.isActive(alice, async () => true);
    cache.forgetSession(alice.familyId);
    const load = vi.fn(async () => true);
    // A check that read the database before the revocation committed must not be remembered.
    await cache.isActive(alice, load);
    await cache.isActive(alice, load);
    expect(load).toHaveBeenCalledTimes(2);
    clock.advance(SESSION_CHECK_TTL_MS + 1);
    await cache.isActive(alice, load);
    await cache.isActive(alice, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets each of the sessions revoked together, and no other', async () => {
    const { cache } = setup();
    await cache.isActive(alice, async () => true);
    await cache.isActive(aliceOtherTab, async () => true);
    await cache.isActive(bob, async () => true);
    cache.forgetSession(alice.familyId);
    cache.forgetSession(aliceOtherTab.familyId);
    const load = vi.fn(async () => false);
    expect(await cache.isActive(alice, load)).toBe(false);
    expect(await cache.isActive(aliceOtherTab, load)).toBe(false);
    expect(await cache.isActive(bob, load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a check in flight while the session is revoked is not remembered', async () => {
    const { cache } = setup();
    let finish: (active: boolean) => void = () => undefined;
    const pending = cache.isActive(alice, () => new Promise((resolve) => (finish = resolve)));
    cache.forgetSession(alice.familyId);
    finish(true);
    await pending;
    const load = vi.fn(async () => false);
    expect(await cache.isActive(alice, load)).toBe(false);
  });
});
