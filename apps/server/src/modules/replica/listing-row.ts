import type { NewReplicaListingRow } from '../../db/schema';
import { type ODataEntity, toRawProperty } from '../mls';

/** A Property entity as the replica reads it: its key, its time and its columns. */
export type ArrivedListing = {
  listingKey: string;
  modifiedAt: Date;
  /** False when the provider says it left the market (`leftTheFeed`). */
  onMarket: boolean;
  columns: Omit<NewReplicaListingRow, 'photos' | 'syncedAt' | 'offMarketAt'>;
  /** `PhotosCount` when the record tells it: photos past it are gone. */
  photosCount: number | null;
};

const timestampOf = (value: unknown): Date | null => {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** `YYYY-MM-DD` from a date or date-time; null otherwise. */
const dateOf = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

const integerOf = (value: number | null) => (value === null ? null : Math.round(value));

/**
 * RESO statuses of a listing taken off the market that a provider may keep in its feed (a
 * provider that drops such records is caught by key, `listed-check.ts`): REQ-MLS-OFF-MARKET.
 */
const offMarketStatuses: ReadonlySet<unknown> = new Set([
  'Delete',
  'Withdrawn',
  'Expired',
  'Canceled',
]);

/** Whether the provider marks the record as gone from the market. */
export const leftTheFeed = (entity: ODataEntity) =>
  offMarketStatuses.has(entity.StandardStatus) || entity.MlgCanView === false;

/** The replica's view of one Property entity; null when it has no key or no modification time. */
export const arrivedListing = (entity: ODataEntity): ArrivedListing | null => {
  const raw = toRawProperty(entity);
  const modifiedAt = timestampOf(entity.ModificationTimestamp);
  if (!raw || !modifiedAt) return null;
  const photosCount = typeof entity.PhotosCount === 'number' ? entity.PhotosCount : null;
  return {
    listingKey: raw.ListingKey,
    modifiedAt,
    onMarket: !leftTheFeed(entity),
    photosCount,
    columns: {
      listingKey: raw.ListingKey,
      status: raw.StandardStatus,
      onMarket: !leftTheFeed(entity),
      listPrice: raw.ListPrice,
      bedrooms: integerOf(raw.BedroomsTotal),
      bathrooms: integerOf(raw.BathroomsTotalInteger),
      livingArea: raw.LivingArea,
      propertyType: raw.PropertyType,
      city: raw.City,
      state: raw.StateOrProvince,
      postalCode: raw.PostalCode,
      latitude: raw.Latitude,
      longitude: raw.Longitude,
      listDate: dateOf(entity.ListingContractDate),
      modifiedAt,
      record: entity,
    },
  };
};

/** A side in pixels as the provider tells it, or null (a waiting photo then has the usual shape). */
const pixels = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 100_000
    ? value
    : null;

/** The Media fields the replica asks for (`arrivedMedia` reads them), by the sync and a live fill. */
export const mediaFields = [
  'MediaKey',
  'ResourceRecordKey',
  'Order',
  'MediaURL',
  'ModificationTimestamp',
  'ImageWidth',
  'ImageHeight',
];

/** A Media entity as the replica keeps it; null without a key, a listing or a time. */
export const arrivedMedia = (entity: ODataEntity) => {
  const modifiedAt = timestampOf(entity.ModificationTimestamp);
  if (typeof entity.MediaKey !== 'string' || typeof entity.ResourceRecordKey !== 'string') {
    return null;
  }
  if (!modifiedAt) return null;
  const url = typeof entity.MediaURL === 'string' && /^https?:\/\//.test(entity.MediaURL);
  return {
    mediaKey: entity.MediaKey,
    listingKey: entity.ResourceRecordKey,
    order: typeof entity.Order === 'number' ? entity.Order : null,
    url: url ? (entity.MediaURL as string) : null,
    modifiedAt,
    imageWidth: pixels(entity.ImageWidth),
    imageHeight: pixels(entity.ImageHeight),
  };
};
