import { photoDescriptions } from './photo-descriptions';
import { hashSeed } from './random';
import type { MediaRecord, PropertyRecord } from './types';

/** A photo's pixel size. */
export type PhotoSize = { width: number; height: number };

/** The usual listing photo (3:2), and the 4:3 one some cameras and MLSs still send. */
export const photoSizes = {
  wide: { width: 1600, height: 1067 },
  classic: { width: 1600, height: 1200 },
} as const satisfies Record<string, PhotoSize>;

/** A listing's photos share one size: three listings in four 3:2, the others 4:3. */
export const photoSizeFor = (listingKey: string): PhotoSize =>
  hashSeed(`${listingKey}:size`) % 4 === 3 ? photoSizes.classic : photoSizes.wide;

/** Where the MLS serves a photo as first listed; the server prefixes its public URL. */
export const mediaPath = (listingKey: string, order: number) => `/media/${listingKey}/${order}.jpg`;

/**
 * The path of a photo taken again at `stamp` (its listing's photos changed): a new URL for new
 * bytes, so a URL always names the same bytes and may be cached for good.
 */
export const retakenPath = (path: string, stamp: string) =>
  path.replace(/(\.[a-z]+)$/, `-${Date.parse(stamp).toString(36)}$1`);

/** The retake a path names (`''` for a photo as first listed). */
export const takeOf = (path: string) => /\/\d+-([0-9a-z]+)\.[a-z]+$/.exec(path)?.[1] ?? '';

/** The listing's photos: Order 0..PhotosCount-1 (0 is the cover photo), MediaKey `{ListingKey}-{Order:00}`. */
export const mediaFor = (record: PropertyRecord): MediaRecord[] => {
  const size = photoSizeFor(record.ListingKey);
  return photoDescriptions(record).map((description, order) => ({
    MediaKey: `${record.ListingKey}-${String(order).padStart(2, '0')}`,
    ResourceRecordKey: record.ListingKey,
    ResourceName: 'Property',
    MediaCategory: 'Photo',
    MediaType: 'jpeg',
    Order: order,
    MediaPath: mediaPath(record.ListingKey, order),
    ShortDescription: description,
    ImageWidth: size.width,
    ImageHeight: size.height,
    ImageSizeDescription: 'Largest',
    ModificationTimestamp: record.ModificationTimestamp,
  }));
};
