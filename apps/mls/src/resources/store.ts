import type { Dataset, MediaRecord, PropertyRecord } from '../dataset/types';

/** The dataset indexed the ways the routes read it. */
export type Store = {
  properties: readonly PropertyRecord[];
  media: readonly MediaRecord[];
  property: (listingKey: string) => PropertyRecord | undefined;
  mediaItem: (mediaKey: string) => MediaRecord | undefined;
  /** A listing's media in `Order`. */
  mediaOf: (listingKey: string) => readonly MediaRecord[];
  /** The media record an image path (`/media/{ListingKey}/{Order}.svg`) belongs to. */
  mediaAt: (mediaPath: string) => MediaRecord | undefined;
};

export const createStore = (dataset: Dataset): Store => {
  const properties = new Map(dataset.properties.map((record) => [record.ListingKey, record]));
  const mediaByKey = new Map(dataset.media.map((record) => [record.MediaKey, record]));
  const mediaByPath = new Map(dataset.media.map((record) => [record.MediaPath, record]));
  const mediaByListing = new Map<string, MediaRecord[]>();
  for (const record of dataset.media) {
    const list = mediaByListing.get(record.ResourceRecordKey) ?? [];
    list.push(record);
    mediaByListing.set(record.ResourceRecordKey, list);
  }
  for (const list of mediaByListing.values()) list.sort((a, b) => a.Order - b.Order);
  return {
    properties: dataset.properties,
    media: dataset.media,
    property: (listingKey) => properties.get(listingKey),
    mediaItem: (mediaKey) => mediaByKey.get(mediaKey),
    mediaOf: (listingKey) => mediaByListing.get(listingKey) ?? [],
    mediaAt: (mediaPath) => mediaByPath.get(mediaPath),
  };
};
