import type { Db } from '../../../db/client';
import type { FetchedPhoto, PhotoDownloader } from '../../../platform/images/photo-fetch';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { derivePhoto, photoFileKey, PhotoRefusedError } from './photo-derive';
import { copiedPhotoHash } from './photos.queries';

/** The file of a kept photo that another file of Rela's takes (an AI report's photos). */
const KEPT = { size: 'dialog', format: 'webp' } as const;

export type KeptPhotoDeps = { db: Db; storage: FileStorage; download: PhotoDownloader };

/** One listing photo as Rela keeps it, by its listing and the MLS's URL; null when none can be had. */
export type KeptPhoto = (listingKey: string, url: string) => Promise<FetchedPhoto | null>;

/** The kept size made of a downloaded photo on the spot: the copies' checks, without metadata. */
const derivedNow = async (source: Buffer): Promise<FetchedPhoto | null> => {
  try {
    const file = (await derivePhoto(source)).files.find(
      ({ size, format }) => size === KEPT.size && format === KEPT.format,
    );
    return file ? { body: file.body, contentType: file.contentType } : null;
  } catch (error) {
    if (error instanceof PhotoRefusedError) return null;
    throw error;
  }
};

/**
 * A listing photo for a file Rela stores of it (REQ-PHOTO-COPY, ADR 046): the dialog size of its
 * copy once copied, with no request to the MLS; before that, the photo downloaded through the
 * guard and made into that size as a copy would be (a photo a copy refuses is null). Never the
 * MLS's bytes as sent: no metadata, no SVG, no original size.
 */
export const keptPhoto =
  ({ db, storage, download }: KeptPhotoDeps): KeptPhoto =>
  async (listingKey, url) => {
    const hash = await copiedPhotoHash(db, listingKey, url);
    const kept = hash && (await storage.get(photoFileKey(hash, KEPT.size, KEPT.format)));
    if (kept) return kept;
    const got = await download(url);
    return got.kind === 'fetched' ? derivedNow(got.body) : null;
  };
