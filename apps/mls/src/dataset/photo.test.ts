import { beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from './generate';
import { renderPhotoSvg } from './photo';
import type { Dataset, PropertyRecord } from './types';

let dataset: Dataset;
let byKey: Map<string, PropertyRecord>;

beforeAll(() => {
  dataset = generateDataset({ count: 120 });
  byKey = new Map(dataset.properties.map((record) => [record.ListingKey, record]));
});

describe('renderPhotoSvg', () => {
  it('draws a small 1600x1200 SVG for every photo', () => {
    for (const media of dataset.media) {
      const svg = renderPhotoSvg(media, byKey.get(media.ResourceRecordKey));
      expect(
        svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1200"'),
      ).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
    }
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

  it('draws no caption into the picture (words belong in the alt text and the gallery)', () => {
    for (const media of dataset.media.slice(0, 40)) {
      expect(renderPhotoSvg(media, byKey.get(media.ResourceRecordKey))).not.toContain('<text');
    }
  });
});
