import { beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from './generate';
import { photoSizes, retakenPath } from './media';
import { photoSvg, renderPhotoSvg } from './photo';
import type { Dataset, PropertyRecord } from './types';

let dataset: Dataset;
let byKey: Map<string, PropertyRecord>;

beforeAll(() => {
  dataset = generateDataset({ count: 120 });
  byKey = new Map(dataset.properties.map((record) => [record.ListingKey, record]));
});

describe('renderPhotoSvg', () => {
  it('draws a small SVG scene at the photo size for every photo', () => {
    for (const media of dataset.media) {
      const svg = renderPhotoSvg(media, byKey.get(media.ResourceRecordKey));
      expect(
        svg.startsWith(
          `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1200" width="${media.ImageWidth}" height="${media.ImageHeight}"`,
        ),
      ).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
    }
  });

  it('gives a listing one size, mostly 3:2 and sometimes 4:3', () => {
    const sizes = new Map<string, string>();
    for (const media of dataset.media) {
      const size = `${media.ImageWidth}x${media.ImageHeight}`;
      expect(sizes.get(media.ResourceRecordKey) ?? size).toBe(size);
      sizes.set(media.ResourceRecordKey, size);
    }
    const wide = [...sizes.values()].filter((size) => size === '1600x1067').length;
    expect(wide / sizes.size).toBeGreaterThan(0.6);
    expect(wide / sizes.size).toBeLessThan(0.9);
    expect(new Set(sizes.values())).toEqual(
      new Set(Object.values(photoSizes).map(({ width, height }) => `${width}x${height}`)),
    );
  });

  it('is deterministic, and the key-and-order form matches the media form', () => {
    const media = dataset.media[3];
    if (!media) throw new Error('no media');
    const record = byKey.get(media.ResourceRecordKey);
    const drawn = renderPhotoSvg(media, record);
    expect(renderPhotoSvg(media, record)).toBe(drawn);
    expect(renderPhotoSvg(media.ResourceRecordKey, media.Order, record)).toBe(drawn);
    expect(renderPhotoSvg(media.ResourceRecordKey, media.Order + 1, record)).not.toBe(drawn);
  });

  it('draws a retaken photo as another picture of the same subject, at any drawn size', () => {
    const media = dataset.media.find((photo) => photo.ShortDescription === 'Front exterior');
    if (!media) throw new Error('no front photo');
    const record = byKey.get(media.ResourceRecordKey);
    const retaken = {
      ...media,
      MediaPath: retakenPath(media.MediaPath, '2026-12-01T10:00:00.000Z'),
    };
    expect(photoSvg(retaken, record)).not.toBe(photoSvg(media, record));
    const small = photoSvg(media, record, { width: 800, height: 534 });
    expect(small).toContain('width="800" height="534"');
    expect(small.replace('width="800" height="534"', '')).toBe(
      photoSvg(media, record).replace(
        `width="${media.ImageWidth}" height="${media.ImageHeight}"`,
        '',
      ),
    );
  });

  it('draws no caption into the picture (words belong in the alt text and the gallery)', () => {
    for (const media of dataset.media.slice(0, 40)) {
      expect(renderPhotoSvg(media, byKey.get(media.ResourceRecordKey))).not.toContain('<text');
    }
  });
});
