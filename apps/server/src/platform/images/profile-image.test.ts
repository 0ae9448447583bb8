import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  jpegWithGps,
  pngBomb,
  scriptNamedJpeg,
  smallPng,
  smallWebp,
  svgImage,
} from './image-fixtures.test-support';
import { imageTypeOf } from './image-type';
import { ImageRefused, processProfileImage, profileImageRules } from './profile-image';

const refusal = async (input: Buffer) => {
  try {
    await processProfileImage(input);
  } catch (error) {
    if (error instanceof ImageRefused) return error.reason;
    throw error;
  }
  return null;
};

/** REQ-SEC-IMAGES: the pipeline of profile photos. */
describe('processProfileImage', () => {
  it('tells the type by magic bytes', async () => {
    expect(imageTypeOf(await smallPng())).toBe('png');
    expect(imageTypeOf(await smallWebp())).toBe('webp');
    expect(imageTypeOf(await jpegWithGps())).toBe('jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a...'))).toBe('gif');
    expect(imageTypeOf(scriptNamedJpeg)).toBeNull();
    expect(imageTypeOf(svgImage)).toBeNull();
    expect(imageTypeOf(Buffer.alloc(0))).toBeNull();
  });

  it('re-encodes a PNG as a JPEG', async () => {
    const { jpeg, width, height, from } = await processProfileImage(await smallPng());
    expect(from).toBe('png');
    expect(imageTypeOf(jpeg)).toBe('jpeg');
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
    expect([width, height]).toEqual([64, 48]);
  });

  it('turns a photo upright by its EXIF orientation, then drops every bit of metadata (GPS)', async () => {
    const input = await jpegWithGps(80, 40);
    const before = await sharp(input).metadata();
    const gpsPointer = (exif: Buffer | undefined) =>
      Boolean(
        exif?.includes(Buffer.from([0x88, 0x25])) || exif?.includes(Buffer.from([0x25, 0x88])),
      );
    expect(gpsPointer(before.exif)).toBe(true);
    expect(before.exif?.includes(Buffer.from('RelaCam'))).toBe(true);
    expect(before.orientation).toBe(6);

    const { jpeg, width, height } = await processProfileImage(input);
    const after = await sharp(jpeg).metadata();
    expect([width, height]).toEqual([40, 80]);
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(jpeg.includes(Buffer.from('Exif'))).toBe(false);
    expect(jpeg.includes(Buffer.from('RelaCam'))).toBe(false);
  });

  it('scales a large photo down to the longest side', async () => {
    const big = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer();
    const { width, height } = await processProfileImage(big);
    expect([width, height]).toEqual([profileImageRules.maxSide, profileImageRules.maxSide / 2]);
  });

  it('refuses a script named .jpg and an SVG: not images by their bytes', async () => {
    expect(await refusal(scriptNamedJpeg)).toBe('not-an-image');
    expect(await refusal(svgImage)).toBe('not-an-image');
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = process.memoryUsage().rss;
    expect(await refusal(bomb)).toBe('too-many-pixels');
    // Decoding 400 megapixels would take gigabytes; the header read takes next to nothing.
    expect(process.memoryUsage().rss - started).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a file with image magic bytes but a broken body', async () => {
    const png = await smallPng();
    expect(await refusal(Buffer.concat([png.subarray(0, 40), Buffer.alloc(60, 7)]))).toBe(
      'unreadable',
    );
    expect(await refusal(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]))).toBe('unreadable');
  });

  it('refuses more bytes than the limit', async () => {
    const rules = { ...profileImageRules, maxBytes: 1000 };
    await expect(processProfileImage(Buffer.alloc(1001), rules)).rejects.toMatchObject({
      reason: 'too-large',
    });
  });
});
