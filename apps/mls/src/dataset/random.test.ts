import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: number | string) => {
      const random = createRandom(seed);
      return Array.from({ length: 8 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw('RELA12345678')).toEqual(draw('RELA12345678'));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps every helper within its bounds', () => {
    const random = createRandom(7);
    for (let index = 0; index < 2000; index += 1) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      expect(random.int(5, 40)).toBeGreaterThanOrEqual(5);
      expect(random.int(5, 40)).toBeLessThanOrEqual(40);
      const normal = random.normal(22, 9, 5, 40);
      expect(normal >= 5 && normal <= 40).toBe(true);
    }
  });

  it('reaches both ends of an integer range and honours weights', () => {
    const random = createRandom(1);
    const ints = new Set(Array.from({ length: 500 }, () => random.int(1, 3)));
    expect([...ints].sort()).toEqual([1, 2, 3]);
    const picks = Array.from({ length: 4000 }, () =>
      random.weighted([
        ['common', 9],
        ['rare', 1],
      ] as const),
    );
    const rare = picks.filter((pick) => pick === 'rare').length / picks.length;
    expect(rare).toBeGreaterThan(0.06);
    expect(rare).toBeLessThan(0.14);
  });

  it('samples distinct items and refuses to pick from nothing', () => {
    const random = createRandom(3);
    const sample = random.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    expect(() => random.pick([])).toThrow();
  });

  it('hashes strings to stable 32-bit seeds', () => {
    expect(hashSeed('abc')).toBe(hashSeed('abc'));
    expect(hashSeed('abc')).not.toBe(hashSeed('abd'));
    expect(hashSeed('abc')).toBeGreaterThanOrEqual(0);
    expect(hashSeed('abc')).toBeLessThan(2 ** 32);
  });
});
