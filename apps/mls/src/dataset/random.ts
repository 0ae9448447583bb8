/**
 * A small seeded PRNG of our own (sfc32, seeded through splitmix32), so the dataset is the same on
 * every machine and every run. Never Math.random.
 */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  float: (min: number, max: number) => number;
  /** A normally distributed number, clamped to [min, max] when given. */
  normal: (mean: number, sd: number, min?: number, max?: number) => number;
  /** True with the given probability. */
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks from `[item, weight]` pairs in proportion to the weights. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  /** `count` distinct items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
};

const splitmix32 = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
};

/** FNV-1a: a 32-bit seed from a string (e.g. a listing key plus a photo order). */
export const hashSeed = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
};

export const createRandom = (seed: number | string): Random => {
  const mix = splitmix32(typeof seed === 'string' ? hashSeed(seed) : seed);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let warmUp = 0; warmUp < 12; warmUp += 1) next();

  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const normal = (mean: number, sd: number, min = -Infinity, max = Infinity) => {
    const u = 1 - next();
    const v = next();
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.min(max, Math.max(min, mean + z * sd));
  };
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [item, weight] of entries) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let index = pool.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      [pool[index], pool[other]] = [pool[other] as T, pool[index] as T];
    }
    return pool.slice(0, count);
  };

  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    normal,
    chance: (probability) => next() < probability,
    pick,
    weighted,
    sample,
  };
};
