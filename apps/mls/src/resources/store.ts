import { changedListing, withListingFacts } from '../dataset/listing-facts';
import { mediaFor, retakenPath } from '../dataset/media';
import { propertyFields } from './fields';
import type {
  ListingFacts,
  MediaRecord,
  PropertyRecord,
  displayChoiceFields,
} from '../dataset/types';

/**
 * What happens to a listing that leaves the market (withdrawn, expired, canceled), as providers do it:
 * `remove` drops it from the feed (a replica finds out by reconciling keys), `status` keeps it with
 * `StandardStatus` 'Delete', `flag` keeps it with `MlgCanView` false.
 */
export type Delisting = 'remove' | 'status' | 'flag';

/** A listing as the OData engine reads it: the record plus the fields the server adds. */
export type PropertyRow = PropertyRecord &
  ListingFacts & {
    OriginatingSystemName: string;
    /** False once the listing left the market (served by the `flag` delisting only). */
    MlgCanView: boolean;
  };

/** The listings and, when the source lists them, their photos; otherwise photos derive from each listing. */
export type ListingSource = { properties: PropertyRecord[]; media?: MediaRecord[] };

/** The fields a change may touch (the market's events and the dev endpoints). */
export type ListingChange = Partial<
  Pick<
    PropertyRow,
    | 'ListPrice'
    | 'StandardStatus'
    | 'PublicRemarks'
    | 'PhotosCount'
    | (typeof displayChoiceFields)[number]
  >
>;

export type StoreOptions = {
  delisting?: Delisting;
  /** `OriginatingSystemName` of every listing. */
  originatingSystem?: string;
  /** When the server started: its open houses are scheduled in the days after (now by default). */
  openedAt?: Date;
};

/** The dataset indexed the ways the routes read it, changed in place by the market and dev endpoints. */
export type Store = {
  /** The listings in the feed, in dataset order (rebuilt only after a change). */
  readonly properties: readonly PropertyRow[];
  /**
   * Every photo of the listings in the feed, listing by listing (derived photos are made on the way);
   * with `since` (epoch ms), only those of listings whose photos changed at or after it.
   */
  media: (since?: number) => Iterable<MediaRecord>;
  property: (listingKey: string) => PropertyRow | undefined;
  /** Whether a listing with this key was ever held (delisted ones included). */
  has: (listingKey: string) => boolean;
  mediaItem: (mediaKey: string) => MediaRecord | undefined;
  /** A listing's media in `Order`. */
  mediaOf: (listingKey: string) => readonly MediaRecord[];
  /** The media record an image path (`/media/{ListingKey}/{Order}[-{take}].jpg`) belongs to. */
  mediaAt: (mediaPath: string) => MediaRecord | undefined;
  /**
   * For stores that derive photos: the listings in the feed ordered by when their photos last changed,
   * then by key (so also their photos by `ModificationTimestamp, MediaKey`); undefined otherwise.
   */
  byPhotoStamp: () => readonly { listingKey: string; stamp: number }[] | undefined;
  /** The listings in the feed ordered by `ModificationTimestamp`, then `ListingKey`, with their stamps (epoch ms). */
  byModification: () => readonly { row: PropertyRow; stamp: number }[];
  /**
   * Changes a listing and stamps it with `at`; when the number of photos changes they are all
   * retaken (stamped `at`, new paths, new bytes).
   */
  change: (listingKey: string, change: ListingChange, at: Date) => PropertyRow | undefined;
  /** Retakes a listing's photos (same number and captions; new paths and bytes), stamped `at`. */
  retakePhotos: (listingKey: string, at: Date) => PropertyRow | undefined;
  /** Adds a new listing stamped `at`. */
  add: (record: PropertyRecord, at: Date) => PropertyRow;
  /** Takes a listing off the market the profile's way, stamped `at`. */
  delist: (listingKey: string, at: Date) => void;
  /**
   * Every listing ever held, delisted ones included (the market draws from these), each at the
   * place it was first held; a change puts a new row in its place (rows are never changed in place).
   */
  readonly all: readonly PropertyRow[];
  /** Bumped on every change. */
  readonly version: number;
  /** The `OriginatingSystemName` of every record. */
  readonly originatingSystem: string;
  /** When the server started (open houses are scheduled from that day). */
  readonly openedAt: Date;
};

export const defaultOriginatingSystem = 'RelaMLS';

/** The keys of a row, in the order `$metadata` lists the fields (the server adds the last two). */
const rowKeys = propertyFields
  .map((field) => field.name)
  .filter((name) => name !== 'OriginatingSystemName');
/** A row's every key, made by JSON.parse, which builds a compact object. */
const rowTemplate = JSON.parse(
  JSON.stringify({
    ...Object.fromEntries(rowKeys.map((key) => [key, null])),
    OriginatingSystemName: '',
    MlgCanView: true,
  }),
) as Record<string, unknown>;

const mediaPathPattern = /^\/media\/([^/]+)\/\d+(?:-[0-9a-z]+)?\.jpg$/;

export const createStore = (source: ListingSource, options: StoreOptions = {}): Store => {
  const delisting = options.delisting ?? 'remove';
  const system = options.originatingSystem ?? defaultOriginatingSystem;
  const toRow = (record: PropertyRecord): PropertyRow => {
    // A copy of one template with every key: rows share one shape and stay compact (keys added
    // one by one, or a spread of 60-odd keys over varied records, made dictionary-mode objects
    // three times the size).
    const row: Record<string, unknown> = { ...rowTemplate };
    const full: Record<string, unknown> = withListingFacts(record);
    for (const key of rowKeys) row[key] = full[key] ?? null;
    row.OriginatingSystemName = system;
    return row as PropertyRow;
  };
  const all: PropertyRow[] = source.properties.map(toRow);
  // What each source listing's photos were when generated; the source records themselves are let go.
  const sourceCount = source.properties.length;
  const firstPhotoCounts = Uint8Array.from(source.properties, (record) => record.PhotosCount);
  const firstPhotoStamps = source.properties.map((record) => record.ModificationTimestamp);
  const position = new Map(all.map((row, index) => [row.ListingKey, index]));
  const removed = new Set<string>();
  /** Photo timestamps that moved away from the listing's own (first change of a listing keeps the old one). */
  const photoStamps = new Map<string, string>();
  let version = 0;
  let visible: PropertyRow[] | undefined;

  const explicitMedia = source.media;
  const listed = new Map<string, MediaRecord[]>();
  for (const record of explicitMedia ?? []) {
    const list = listed.get(record.ResourceRecordKey) ?? [];
    list.push(record);
    listed.set(record.ResourceRecordKey, list);
  }
  for (const list of listed.values()) list.sort((a, b) => a.Order - b.Order);
  const listedByKey = new Map((explicitMedia ?? []).map((record) => [record.MediaKey, record]));
  const listedByPath = new Map((explicitMedia ?? []).map((record) => [record.MediaPath, record]));

  const property = (listingKey: string) => {
    const index = position.get(listingKey);
    return index === undefined || removed.has(listingKey) ? undefined : all[index];
  };

  /** How many photos each listing added later came with. */
  const addedPhotos = new Map<string, number>();

  /**
   * A listing's photos from the listing itself; photos added since it was listed come after the
   * first ones, which keep their captions (a photo's URL shows the same picture for good).
   */
  const derivedPhotos = (row: PropertyRow) => {
    const index = position.get(row.ListingKey) ?? -1;
    const first =
      index < sourceCount ? (firstPhotoCounts[index] ?? 0) : (addedPhotos.get(row.ListingKey) ?? 0);
    const photos = mediaFor(row);
    if (row.PhotosCount <= first) return photos;
    const kept = mediaFor({ ...row, PhotosCount: first });
    return photos.map((photo, order) => kept[order] ?? photo);
  };

  /** Whether the source listed this listing's photos (listings added later derive theirs). */
  const listsPhotosOf = (listingKey: string) =>
    explicitMedia !== undefined && (position.get(listingKey) ?? Infinity) < sourceCount;

  /** A photo stamped `stamp`: a photo changed since it was first listed is a retake (a new path). */
  const stamped = (record: MediaRecord, stamp: string, first: string): MediaRecord =>
    stamp === first
      ? { ...record, ModificationTimestamp: stamp }
      : {
          ...record,
          ModificationTimestamp: stamp,
          MediaPath: retakenPath(record.MediaPath, stamp),
        };

  const mediaOf = (listingKey: string): readonly MediaRecord[] => {
    const row = property(listingKey);
    if (!row) return [];
    const explicit = listsPhotosOf(listingKey);
    const records = explicit ? (listed.get(listingKey) ?? []) : derivedPhotos(row);
    const stamp = photoStamps.get(listingKey);
    if (explicit) {
      return stamp
        ? records.map((record) => stamped(record, stamp, record.ModificationTimestamp))
        : records;
    }
    // Derived photos: stamped when the listing was generated (or added), or when they last changed.
    const first = firstPhotoStamps[position.get(listingKey) ?? -1] ?? '';
    return records.map((record) => stamped(record, stamp ?? first, first));
  };

  type Ordered = { row: PropertyRow; stamp: number };
  /** The feed in `ModificationTimestamp, ListingKey` order, built when first asked, then kept in step. */
  let modificationOrder: Ordered[] | undefined;
  const ordered = (row: PropertyRow): Ordered => ({
    row,
    stamp: Date.parse(row.ModificationTimestamp),
  });
  const byStampThenKey = (a: Ordered, b: Ordered) =>
    a.stamp - b.stamp ||
    (a.row.ListingKey < b.row.ListingKey ? -1 : a.row.ListingKey > b.row.ListingKey ? 1 : 0);
  const slotOf = (order: readonly Ordered[], entry: Ordered) => {
    let [low, high] = [0, order.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (byStampThenKey(order[middle] as Ordered, entry) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  /** Moves one listing in the kept order (a change mostly moves it to the end): no sort again. */
  const reorder = (before: PropertyRow | undefined, after: PropertyRow | undefined) => {
    const order = modificationOrder;
    if (!order) return;
    if (before) {
      const at = slotOf(order, ordered(before));
      if (order[at]?.row.ListingKey !== before.ListingKey) {
        modificationOrder = undefined;
        return;
      }
      order.splice(at, 1);
    }
    if (after) {
      const entry = ordered(after);
      order.splice(slotOf(order, entry), 0, entry);
    }
  };

  const replace = (row: PropertyRow) => {
    const index = position.get(row.ListingKey);
    if (index === undefined) throw new Error(`No listing ${row.ListingKey}`);
    reorder(all[index], removed.has(row.ListingKey) ? undefined : row);
    all[index] = row;
    version += 1;
    visible = undefined;
    return row;
  };

  const keepPhotoStamp = (row: PropertyRow) => {
    if (!photoStamps.has(row.ListingKey)) {
      const first = mediaOf(row.ListingKey)[0]?.ModificationTimestamp;
      photoStamps.set(row.ListingKey, first ?? row.ModificationTimestamp);
    }
  };

  const photoStampOf = (index: number) => {
    const row = all[index] as PropertyRow;
    return Date.parse(photoStamps.get(row.ListingKey) ?? firstPhotoStamps[index] ?? '');
  };
  let photoOrder: { version: number; order: { listingKey: string; stamp: number }[] } | undefined;

  return {
    byModification: () => {
      modificationOrder ??= all
        .filter((row) => !removed.has(row.ListingKey))
        .map(ordered)
        .sort(byStampThenKey);
      return modificationOrder;
    },
    byPhotoStamp: () => {
      if (explicitMedia) return undefined;
      if (photoOrder?.version !== version) {
        const order = all
          .map((row, index) => ({ listingKey: row.ListingKey, stamp: photoStampOf(index) }))
          .filter((entry) => !removed.has(entry.listingKey));
        order.sort(
          (a, b) =>
            a.stamp - b.stamp ||
            (a.listingKey < b.listingKey ? -1 : a.listingKey > b.listingKey ? 1 : 0),
        );
        photoOrder = { version, order };
      }
      return photoOrder.order;
    },
    get properties() {
      visible ??= removed.size === 0 ? all : all.filter((row) => !removed.has(row.ListingKey));
      return visible;
    },
    get all() {
      return all;
    },
    get version() {
      return version;
    },
    originatingSystem: system,
    openedAt: options.openedAt ?? new Date(),
    media: function* (since = -Infinity) {
      if (explicitMedia) {
        for (const record of explicitMedia) {
          if (!property(record.ResourceRecordKey)) continue;
          const stamp = photoStamps.get(record.ResourceRecordKey);
          yield stamp ? stamped(record, stamp, record.ModificationTimestamp) : record;
        }
      }
      const start = explicitMedia ? sourceCount : 0;
      for (let index = start; index < all.length; index += 1) {
        const row = all[index] as PropertyRow;
        if (removed.has(row.ListingKey)) continue;
        if (since > -Infinity && photoStampOf(index) < since) continue;
        yield* mediaOf(row.ListingKey);
      }
    },
    property,
    has: (listingKey) => position.has(listingKey),
    mediaItem: (mediaKey) => {
      const record = listedByKey.get(mediaKey) ?? {
        ResourceRecordKey: mediaKey.replace(/-\d+$/, ''),
      };
      if (!record) return undefined;
      return mediaOf(record.ResourceRecordKey).find((item) => item.MediaKey === mediaKey);
    },
    mediaOf,
    mediaAt: (mediaPath) => {
      const listingKey =
        listedByPath.get(mediaPath)?.ResourceRecordKey ?? mediaPathPattern.exec(mediaPath)?.[1];
      if (listingKey === undefined) return undefined;
      return mediaOf(listingKey).find((item) => item.MediaPath === mediaPath);
    },
    change: (listingKey, change, at) => {
      const row = property(listingKey);
      if (!row) return undefined;
      const stamp = at.toISOString();
      keepPhotoStamp(row);
      if (change.PhotosCount !== undefined && change.PhotosCount !== row.PhotosCount) {
        photoStamps.set(listingKey, stamp);
      }
      return replace(changedListing(row, change, stamp));
    },
    retakePhotos: (listingKey, at) => {
      const row = property(listingKey);
      if (!row) return undefined;
      const stamp = at.toISOString();
      photoStamps.set(listingKey, stamp);
      return replace({ ...row, ModificationTimestamp: stamp });
    },
    add: (record, at) => {
      if (position.has(record.ListingKey)) throw new Error(`Listing ${record.ListingKey} exists`);
      const stamp = at.toISOString();
      const row = toRow({ ...record, ModificationTimestamp: stamp });
      position.set(row.ListingKey, all.length);
      firstPhotoStamps[all.length] = stamp;
      all.push(row);
      reorder(undefined, row);
      photoStamps.set(row.ListingKey, stamp);
      addedPhotos.set(row.ListingKey, row.PhotosCount);
      version += 1;
      visible = undefined;
      return row;
    },
    delist: (listingKey, at) => {
      const row = property(listingKey);
      if (!row) return;
      keepPhotoStamp(row);
      const stamp = at.toISOString();
      if (delisting === 'remove') {
        removed.add(listingKey);
        replace({ ...row, ModificationTimestamp: stamp });
      } else if (delisting === 'status') {
        replace(changedListing(row, { StandardStatus: 'Delete' }, stamp));
      } else {
        replace({ ...row, MlgCanView: false, ModificationTimestamp: stamp });
      }
    },
  };
};
