import { limits, type RawProperty } from '@rela/contracts';
import { isMlsError } from '../mls/mls-errors';
import type { MlsClient } from '../mls/mls-client';
import { eqFilter } from '../mls/odata-literal';
import type { ListingPhoto } from './engine/assessment';
import { imageExtension } from './report-files';

/** Where a report's evidence comes from: the listing, its captioned photos, and the photo files. */
export type ReportSource = {
  listing: (listingKey: string) => Promise<RawProperty | null>;
  photos: (listingKey: string) => Promise<ListingPhoto[]>;
  /** One photo's bytes, or null when it cannot be had or is not an image a report may store. */
  download: (url: string) => Promise<{ body: Buffer; contentType: string } | null>;
};

/** The most bytes one stored photo may have. */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 15_000;

const httpUrl = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/** Downloads a photo within a time and size budget; anything else than an image is refused. */
export const downloadPhoto =
  (fetchPhoto: typeof fetch = fetch) =>
  async (url: string): Promise<{ body: Buffer; contentType: string } | null> => {
    const target = httpUrl(url);
    if (!target) return null;
    try {
      const response = await fetchPhoto(target, {
        signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
        redirect: 'follow',
      });
      const contentType = response.headers.get('content-type') ?? '';
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (!response.ok || !imageExtension(contentType) || declared > MAX_PHOTO_BYTES) return null;
      const body = Buffer.from(await response.arrayBuffer());
      return body.length > MAX_PHOTO_BYTES ? null : { body, contentType };
    } catch {
      return null;
    }
  };

/**
 * The MLS as a report source. Photos come with their captions (RESO `ShortDescription`) so each
 * area gets a photo of itself; a provider that refuses the field gives the photos without them.
 */
export const mlsReportSource = (
  mls: MlsClient,
  fetchPhoto: typeof fetch = fetch,
): ReportSource => ({
  listing: (listingKey) => mls.getProperty(listingKey),
  photos: async (listingKey) => {
    try {
      const entities = await mls.transport.query('Media', {
        filter: eqFilter('ResourceRecordKey', listingKey),
        select: ['ResourceRecordKey', 'Order', 'MediaURL', 'ShortDescription'],
        orderby: 'Order',
        top: limits.imagesPerListingDialog,
      });
      return entities.flatMap((entity, index) => {
        const url = httpUrl(entity.MediaURL);
        if (!url) return [];
        const order = typeof entity.Order === 'number' ? entity.Order : index;
        const caption =
          typeof entity.ShortDescription === 'string' ? entity.ShortDescription : null;
        return [{ url, order, caption }];
      });
    } catch (error) {
      if (!isMlsError(error) || error.kind !== 'rejected') throw error;
      const urls =
        (await mls.getMedia([listingKey], limits.imagesPerListingDialog))[listingKey] ?? [];
      return urls.map((url, order) => ({ url, order, caption: null }));
    }
  },
  download: downloadPhoto(fetchPhoto),
});
