import { photoDescriptions } from './photo-descriptions';
import type { MediaRecord, PropertyRecord } from './types';

export const photoWidth = 1600;
export const photoHeight = 1200;

/** Where the MLS serves a photo; the server prefixes its public URL. */
export const mediaPath = (listingKey: string, order: number) => `/media/${listingKey}/${order}.svg`;

/** The listing's photos: Order 0..PhotosCount-1 (0 is the cover photo), MediaKey `{ListingKey}-{Order:00}`. */
export const mediaFor = (record: PropertyRecord): MediaRecord[] =>
  photoDescriptions(record).map((description, order) => ({
    MediaKey: `${record.ListingKey}-${String(order).padStart(2, '0')}`,
    ResourceRecordKey: record.ListingKey,
    ResourceName: 'Property',
    MediaCategory: 'Photo',
    MediaType: 'image/svg+xml',
    Order: order,
    MediaPath: mediaPath(record.ListingKey, order),
    ShortDescription: description,
    ImageWidth: photoWidth,
    ImageHeight: photoHeight,
    ModificationTimestamp: record.ModificationTimestamp,
  }));
