import { limits, type RawProperty } from '@rela/contracts';
import { isMlsError } from '../mls/mls-errors';
import type { MlsClient } from '../mls/mls-client';
import { eqFilter } from '../mls/odata-literal';
import type { ListingPhoto } from './engine/assessment';
import type { PhotoFetch } from './photo-fetch';

/** Where a report's evidence comes from: the listing, its captioned photos, and the photo files. */
export type ReportSource = {
  listing: (listingKey: string) => Promise<RawProperty | null>;
  photos: (listingKey: string) => Promise<ListingPhoto[]>;
  /** One photo's bytes, or null when it cannot be had or is not an image a report may store. */
  download: PhotoFetch;
};

const httpUrl = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * The MLS as a report source. Photos come with their captions (RESO `ShortDescription`) so each
 * area gets a photo of itself; a provider that refuses the field gives the photos without them.
 * The files come through `download` (`guardedPhotoFetch`: only from the MLS's own origins).
 */
export const mlsReportSource = (mls: MlsClient, download: PhotoFetch): ReportSource => ({
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
  download,
});
