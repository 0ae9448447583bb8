import { describe, expect, it } from 'vitest';
import { generateDataset } from '../dataset';
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
    expect(derived.mediaAt(`/media/${sample.ResourceRecordKey}/99.svg`)).toBeUndefined();
    expect(derived.mediaAt('/media/NOPE/1.svg')).toBeUndefined();
  });

  it('adds photos with their own timestamp and keeps the others', () => {
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
    expect(photos.slice(0, before.length)).toEqual(
      before.map((photo) => ({ ...photo, ModificationTimestamp: at.toISOString() })),
    );
  });
});
