import { createHash } from 'node:crypto';

/** How strong the grain is: the spread (in 8-bit levels) of the noise added to each pixel. */
export const grainSpread = 8;

/** A seeded xorshift128 over 128 bits of a SHA-256 of the seed: no two photos share a grain. */
const generator = (seed: string) => {
  const digest = createHash('sha256').update(seed).digest();
  let [x, y, z, w] = [0, 4, 8, 12].map((at) => digest.readUInt32LE(at) | 1) as [
    number,
    number,
    number,
    number,
  ];
  return () => {
    const t = x ^ (x << 11);
    [x, y, z] = [y, z, w];
    w = w ^ (w >>> 19) ^ (t ^ (t >>> 8));
    return w >>> 0;
  };
};

/** 256 bell-shaped offsets around 64 (a logistic curve, near enough to a camera's noise). */
const offsets = Uint8Array.from({ length: 256 }, (_, index) => {
  const u = (index + 0.5) / 256;
  return Math.round(64 + Math.log(u / (1 - u)) * 0.5513 * grainSpread);
});

/** `level + offset - 64`, clamped to 0..255, for every level and offset. */
const clamped = Uint8Array.from({ length: 256 + 128 }, (_, index) =>
  Math.max(0, Math.min(255, index - 64)),
);

/**
 * Adds a sensor's grain to packed 8-bit RGB pixels, in place: the same offset to the three channels
 * of a pixel (luminance noise), four pixels for each 32 random bits. Flat drawn colours compress to
 * almost nothing; with grain a photo weighs and decodes like a camera's. Deterministic for a seed.
 */
export const addGrain = (pixels: Uint8Array, seed: string) => {
  const next = generator(seed);
  let bits = 0;
  for (let pixel = 0, count = 0; pixel < pixels.length; pixel += 3, count += 1) {
    if ((count & 3) === 0) bits = next();
    const offset = offsets[bits & 255] as number;
    bits >>>= 8;
    pixels[pixel] = clamped[(pixels[pixel] as number) + offset] as number;
    pixels[pixel + 1] = clamped[(pixels[pixel + 1] as number) + offset] as number;
    pixels[pixel + 2] = clamped[(pixels[pixel + 2] as number) + offset] as number;
  }
};
