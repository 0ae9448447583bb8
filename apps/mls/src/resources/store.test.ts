import { describe, expect, it } from 'vitest';
import { generateDataset } from '../dataset';
import { retakenPath } from '../dataset/media';
import { createStore } from './store';

describe('a store over listings alone', () => {
  const dataset = generateDataset({ count: 40, seed: 3 });
  const derived = createStore({ properties: dataset.properties });
  const listed = createStore(dataset);

  it('derives the same photos the dataset lists', () => {
    expect([...derived.media()]).toEqual([...listed.media()]);
    const sample = dataset.media[17]!;
    expect(derived.mediaItem(sample.MediaKey)).toEqual(sample);
    expect(derived.mediaAt(sample.MediaPath)).toEqual(sample);
    expect(derived.mediaItem(`${sample.ResourceRecordKey}-99`)).toBeUndefined();
    expect(derived.mediaAt(`/media/${sample.ResourceRecordKey}/99.jpg`)).toBeUndefined();
    expect(derived.mediaAt('/media/NOPE/1.jpg')).toBeUndefined();
  });

  it('retakes every photo when their number changes: same captions, new stamp and paths', () => {
    const store = createStore({ properties: dataset.properties });
    const record = dataset.properties[2]!;
    const at = new Date('2026-12-02T10:00:00.000Z');
    store.change(record.ListingKey, { ListPrice: 1000 }, new Date('2026-12-02T09:00:00.000Z'));
    expect(store.mediaOf(record.ListingKey)[0]?.ModificationTimestamp).toBe(
      record.ModificationTimestamp,
    );
    store.change(record.ListingKey, { PhotosCount: record.PhotosCount + 2 }, at);
    const photos = store.mediaOf(record.ListingKey);
    expect(photos).toHaveLength(record.PhotosCount + 2);
    expect(new Set(photos.map((photo) => photo.ModificationTimestamp))).toEqual(
      new Set([at.toISOString()]),
    );
    const before = listed.mediaOf(record.ListingKey);
    const retaken = before.map((photo) => ({
      ...photo,
      ModificationTimestamp: at.toISOString(),
      MediaPath: retakenPath(photo.MediaPath, at.toISOString()),
    }));
    expect(photos.slice(0, before.length)).toEqual(retaken);
    expect(retaken[0]?.MediaPath).toMatch(
      new RegExp(`^/media/${record.ListingKey}/0-[0-9a-z]+\\.jpg$`),
    );
    expect(store.mediaAt(before[0]!.MediaPath)).toBeUndefined();
    expect(store.mediaAt(retaken[0]!.MediaPath)).toEqual(retaken[0]);
  });

  it("retakes a listing's photos on demand, keeping their number and captions", () => {
    for (const source of [{ properties: dataset.properties }, dataset]) {
      const store = createStore(source);
      const record = dataset.properties[5]!;
      const before = store.mediaOf(record.ListingKey);
      const at = new Date('2026-12-03T08:00:00.000Z');
      expect(store.retakePhotos(record.ListingKey, at)?.ModificationTimestamp).toBe(
        at.toISOString(),
      );
      const after = store.mediaOf(record.ListingKey);
      expect(after.map((photo) => photo.ShortDescription)).toEqual(
        before.map((photo) => photo.ShortDescription),
      );
      expect(after.every((photo) => photo.ModificationTimestamp === at.toISOString())).toBe(true);
      expect(after.every((photo, index) => photo.MediaPath !== before[index]?.MediaPath)).toBe(
        true,
      );
      expect(store.retakePhotos('NOPE', at)).toBeUndefined();
    }
  });
});
