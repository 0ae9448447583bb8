import sharp from 'sharp';

const random = (seed: number) => {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
};

const clamp = (value: number) => Math.max(0, Math.min(255, value));

/**
 * A JPEG that compresses like a listing's photo (ADR 046's figures): a sky, a house front with a row
 * of windows and a lawn, their colours drawn from `seed`, with the texture and grain of a camera's
 * picture; about 350 KB at 1600x1067, as an MLS's photos are. Each seed makes other bytes.
 */
export const listingPhotoJpeg = async (
  seed: number,
  { width = 1600, height = 1067 }: { width?: number; height?: number } = {},
): Promise<Buffer> => {
  const next = random(seed);
  const pick = (base: readonly number[], spread: number) =>
    base.map((value) => value + next() * spread);
  const sky = pick([120, 160, 210], 50);
  const wall = pick([150, 130, 110], 70);
  const lawn = pick([60, 110, 40], 40);
  const [lowWidth, lowHeight] = [48, 32];
  const low = Buffer.alloc(lowWidth * lowHeight * 3);
  for (let y = 0; y < lowHeight; y += 1) {
    for (let x = 0; x < lowWidth; x += 1) {
      const house = y >= lowHeight * 0.35 && y < lowHeight * 0.7 && x > lowWidth * 0.15;
      const colour = y < lowHeight * 0.35 ? sky : house && x < lowWidth * 0.85 ? wall : lawn;
      for (let channel = 0; channel < 3; channel += 1) {
        low[(y * lowWidth + x) * 3 + channel] = clamp((colour[channel] ?? 0) + (next() - 0.5) * 50);
      }
    }
  }
  const base = await sharp(low, { raw: { width: lowWidth, height: lowHeight, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const [midWidth, midHeight] = [400, Math.max(1, Math.round((400 * height) / width))];
  const mid = Buffer.alloc(midWidth * midHeight);
  for (let index = 0; index < mid.length; index += 1) mid[index] = Math.floor(next() * 255);
  const texture = await sharp(mid, { raw: { width: midWidth, height: midHeight, channels: 1 } })
    .resize(width, height)
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const grain = y > height * 0.35 ? 0.35 : 0.08;
    const windows = y > height * 0.42 && y < height * 0.6;
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      const window =
        windows && x > width * 0.2 && x < width * 0.8 && ((x / width) * 10) % 2 < 0.6 ? -70 : 0;
      const shade = ((texture[index] ?? 128) - 128) * grain + (next() - 0.5) * 14 + window;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[index * 3 + channel] = clamp((base[index * 3 + channel] ?? 0) + shade);
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
};
