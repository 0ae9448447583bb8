import { limits, type RawProperty } from '@rela/contracts';
import { isMlsError, type MlsClient, eqFilter } from '../mls';
import type { ListingPhoto } from './engine/assessment';
import type { KeptPhoto } from '../replica';

/** Where a report's evidence comes from: the listing, its captioned photos, and the photo files. */
export type ReportSource = {
  listing: (listingKey: string) => Promise<RawProperty | null>;
  photos: (listingKey: string) => Promise<ListingPhoto[]>;
  /**
   * One photo of the listing as Rela keeps it (never the MLS's file as sent), or null when it
   * cannot be had.
   */
  download: KeptPhoto;
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

/** The captions of one listing's photos by URL, asked of the MLS (the replica keeps no captions). */
const captionsOf = async (mls: MlsClient, listingKey: string): Promise<Map<string, string>> => {
  try {
    const entities = await mls.transport.query('Media', {
      filter: eqFilter('ResourceRecordKey', listingKey),
      select: ['ResourceRecordKey', 'Order', 'MediaURL', 'ShortDescription'],
      orderby: 'Order',
      top: limits.imagesPerListingDialog,
    });
    return new Map(
      entities.flatMap((entity) => {
        const url = httpUrl(entity.MediaURL);
        const caption =
          typeof entity.ShortDescription === 'string' ? entity.ShortDescription : null;
        return url && caption ? [[url, caption] as const] : [];
      }),
    );
  } catch (error) {
    // A provider that refuses the field gives the photos without captions.
    if (!isMlsError(error) || error.kind !== 'rejected') throw error;
    return new Map();
  }
};

/**
 * The MLS as a report source, read through the replica reader (ADR 021): the listing and its photos
 * in order as the replica holds them (a listing it lacks is fetched once and stored). Each photo
 * gets its caption (RESO `ShortDescription`) from one Media request, so each area gets a photo of
 * itself. The files are Rela's copies (`keptPhoto`: downloaded only from the MLS's own origins).
 */
export const mlsReportSource = (mls: MlsClient, download: KeptPhoto): ReportSource => ({
  listing: (listingKey) => mls.getProperty(listingKey),
  photos: async (listingKey) => {
    const urls =
      (await mls.getMedia([listingKey], limits.imagesPerListingDialog))[listingKey] ?? [];
    if (urls.length === 0) return [];
    const captions = await captionsOf(mls, listingKey);
    return urls.flatMap((value, order) => {
      const url = httpUrl(value);
      return url ? [{ url, order, caption: captions.get(url) ?? null }] : [];
    });
  },
  download,
});
