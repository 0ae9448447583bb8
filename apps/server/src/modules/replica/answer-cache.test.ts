import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  createInvalidationBus,
  createLocalInvalidationBus,
  type InvalidationBus,
} from '../../platform/cache/invalidation-bus';
import { READ_CACHE_QUIET_MS } from '../../platform/cache/read-cache';
import { manualClock } from '../../platform/clock';
import { answerBody, createAnswerCache } from './answer-cache';
import { announceListings, REPLICA_LISTINGS_TOPIC } from './listing-changes';

/** Two instances' buses: Redis when REDIS_URL is set (as in CI), else one process's bus shared. */
const instanceBuses = (): [InvalidationBus, InvalidationBus] => {
  if (process.env.REDIS_URL) {
    return [createInvalidationBus(process.env), createInvalidationBus(process.env)];
  }
  const shared = createLocalInvalidationBus();
  return [shared, shared];
};

/** ADR 036: the replica's answers, kept until a write names a listing they were made of. */
describe('answers kept in memory', () => {
  const buses = instanceBuses();
  afterAll(async () => {
    await Promise.all([...new Set(buses)].map((bus) => bus.close()));
  });
  const clock = manualClock(new Date('2026-12-01T10:00:00.000Z'));
  /** A source whose answer is its current version; counts how often it was asked. */
  const source = () => {
    const state = { version: 1, made: 0 };
    const make = async () => {
      state.made += 1;
      return { value: state.version, keep: true };
    };
    return { state, make };
  };
  const pastQuiet = () => clock.advance(READ_CACHE_QUIET_MS + 1);

  it('answers from memory until a write names one of its listings, on every instance', async () => {
    const [mine, other] = buses;
    const here = createAnswerCache({ bus: mine, clock });
    const there = createAnswerCache({ bus: other, clock });
    // Both subscribed (on Redis a subscription takes a moment): a message names nothing.
    const heard: string[] = [];
    other.subscribe(REPLICA_LISTINGS_TOPIC, (message) => heard.push(message));
    await vi.waitFor(() => {
      announceListings(mine, ['nothing']);
      expect(heard).not.toHaveLength(0);
    });
    const { state, make } = source();
    const ask = (cache: typeof here) => cache('pass-1', 'properties K1,K2', ['K1', 'K2'], make);
    expect(await ask(here)).toBe(1);
    expect(await ask(there)).toBe(1);
    state.version = 2;
    expect([await ask(here), await ask(there)]).toEqual([1, 1]);
    expect(state.made).toBe(2);

    // Another listing written: kept. One of its own: made again on both instances.
    announceListings(mine, ['K9']);
    expect(await ask(here)).toBe(1);
    // This instance hears its own message at once and again from Redis: wait for the echo too.
    const echoes: string[] = [];
    mine.subscribe(REPLICA_LISTINGS_TOPIC, (message) => echoes.push(message));
    announceListings(mine, ['K3', 'K2']);
    const told = () => echoes.filter((message) => message.includes('K2'));
    await vi.waitFor(() => expect(told()).toHaveLength(process.env.REDIS_URL ? 2 : 1));
    await vi.waitFor(async () => expect(await ask(there)).toBe(2));
    expect(await ask(here)).toBe(2);
    pastQuiet();
    await ask(here);
    state.version = 3;
    expect(await ask(here)).toBe(2);
  });

  it('makes every answer again under a new sync pass, and keeps none that says not to', async () => {
    const cache = createAnswerCache({ bus: buses[0], clock });
    const { state, make } = source();
    await cache('pass-1', 'photos 5 K1', ['K1'], make);
    state.version = 2;
    expect(await cache('pass-1', 'photos 5 K1', ['K1'], make)).toBe(1);
    expect(await cache('pass-2', 'photos 5 K1', ['K1'], make)).toBe(2);

    const unkept = async () => ({ value: (state.made += 1), keep: false });
    const first = await cache('pass-2', 'properties K4', ['K4'], unkept);
    expect(await cache('pass-2', 'properties K4', ['K4'], unkept)).toBe(first + 1);
  });

  it('answers but does not keep a load during which one of its listings was written', async () => {
    const cache = createAnswerCache({ bus: buses[0], clock });
    let release = () => undefined as void;
    const slow = async () => {
      await new Promise<void>((done) => (release = done));
      return { value: 'old', keep: true };
    };
    const loading = cache('pass-1', 'properties K5', ['K5'], slow);
    announceListings(buses[0], ['K5']);
    pastQuiet();
    release();
    expect(await loading).toBe('old');
    expect(
      await cache('pass-1', 'properties K5', ['K5'], async () => ({ value: 'new', keep: true })),
    ).toBe('new');
  });

  it('keeps nothing without a bus', async () => {
    const cache = createAnswerCache({ bus: undefined, clock });
    const { state, make } = source();
    await cache('pass-1', 'properties K1', ['K1'], make);
    await cache('pass-1', 'properties K1', ['K1'], make);
    expect(state.made).toBe(2);
  });
});

describe('an answer body', () => {
  it('is the same JSON in each encoding, each compressed once', () => {
    const json = Buffer.from(
      JSON.stringify({ value: Array.from({ length: 50 }, (_, n) => ({ n })) }),
    );
    const body = answerBody(json);
    expect(brotliDecompressSync(body.encoded('br'))).toEqual(json);
    expect(gunzipSync(body.encoded('gzip'))).toEqual(json);
    expect(body.encoded('br')).toBe(body.encoded('br'));
  });
});
