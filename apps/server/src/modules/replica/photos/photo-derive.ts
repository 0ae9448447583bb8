import { createHash } from 'node:crypto';
import {
  photoContentTypes,
  photoFormats,
  photoSizes,
  photoSizesIn,
  type PhotoFormat,
  type PhotoSize,
} from '@rela/contracts';
import sharp, { type OutputInfo, type Sharp } from 'sharp';

/**
 * The version of the way copies are made: part of every hash, so a change of sizes, formats or
 * qualities makes new files under new names (never a changed file under an old, immutable URL).
 */
export const PHOTO_PIPELINE_VERSION = 'photos-2';

/** Larger originals are refused before they are decoded (64 megapixels: a pixel bomb's guard). */
export const MAX_PHOTO_PIXELS = 64_000_000;

/**
 * Qualities (docs/performance.md, Photos): at 1600x1067 a typical photo's card WebP is about
 * 14 KB (goal at most 30 KB) and its dialog WebP about 65 KB (at most 150 KB).
 */
const WEBP_QUALITY = 74;
const JPEG_QUALITY = 76;

/**
 * libwebp's effort (0 to 6) per size. At 0 the dialog's and the full size's encodes take a third of
 * their time at 4 for about 4% more bytes (docs/performance.md, Photos); the card, small and on
 * every page, keeps 2.
 */
const webpEffort: Record<PhotoSize, number> = { card: 2, dialog: 0, full: 0 };

/**
 * The files made of each photo, as contracts' `photoSizesIn` has them: every size in WebP (every
 * browser Rela supports shows it), and the card in JPEG for e-mails (mail clients that show no
 * WebP). A JPEG of the larger sizes would double the store's bytes and the derivation's time for no
 * page that asks for it (ADR 046); their URLs answer 404.
 */
export const photoFiles: readonly { size: PhotoSize; format: PhotoFormat; effort: number }[] =
  photoFormats.flatMap((format) =>
    photoSizesIn[format].map((size) => ({
      size,
      format,
      effort: format === 'webp' ? webpEffort[size] : 0,
    })),
  );

/** Decoders a photo may come through; SVG (a document, not a photo) and the rest are refused. */
const photoDecoders = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);

export type PhotoFile = { size: PhotoSize; format: PhotoFormat; body: Buffer; contentType: string };

/** A photo as Rela keeps it: its files, its oriented size and its two placeholder colours. */
export type DerivedPhoto = {
  hash: string;
  width: number;
  height: number;
  /** Average colours of the upper and lower halves, 6 lowercase hex each. */
  colors: [string, string];
  files: PhotoFile[];
};

export class PhotoRefusedError extends Error {
  override name = 'PhotoRefusedError';
}

/** The name of a copy's content: its bytes with the pipeline's version (32 lowercase hex). */
export const photoHash = (source: Buffer): string =>
  createHash('sha256').update(PHOTO_PIPELINE_VERSION).update(source).digest('hex').slice(0, 32);

/** Where each file of a copy is kept in the file store. */
export const photoFileKey = (hash: string, size: PhotoSize, format: PhotoFormat) =>
  `listing-photos/${hash}/${size}.${format}`;

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

const encode = (image: Sharp, format: PhotoFormat, effort: number) =>
  format === 'webp'
    ? image.webp({ quality: WEBP_QUALITY, effort }).toBuffer()
    : image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();

/**
 * Decodes and checks one downloaded photo (an image of an allowed kind, no larger than the pixel
 * limit), turns it upright and writes each of `photoFiles` (never wider than the original),
 * without its metadata (no EXIF, no GPS); the placeholder's colours with them.
 * Throws `PhotoRefusedError` for anything that is not such a photo.
 */
export const derivePhoto = async (source: Buffer): Promise<DerivedPhoto> => {
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' as const };
  let upright: { data: Buffer; info: OutputInfo };
  try {
    const metadata = await sharp(source, options).metadata();
    if (!photoDecoders.has(metadata.format)) {
      throw new PhotoRefusedError(`not a photo (${metadata.format})`);
    }
    upright = await sharp(source, options)
      .rotate()
      .resize({ width: photoSizes.full, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof PhotoRefusedError) throw error;
    throw new PhotoRefusedError(error instanceof Error ? error.message : String(error));
  }
  const { data, info } = upright;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const files: PhotoFile[] = [];
  for (const { size, format, effort } of photoFiles) {
    const image = sharp(data, raw).resize({ width: Math.min(info.width, photoSizes[size]) });
    files.push({
      size,
      format,
      body: await encode(image, format, effort),
      contentType: photoContentTypes[format],
    });
  }
  const halves = await sharp(data, raw)
    .resize(1, 2, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  const colour = (pixel: number) =>
    [0, 1, 2].map((channel) => hex(halves[pixel * info.channels + channel] ?? 0)).join('');
  return {
    hash: photoHash(source),
    width: info.width,
    height: info.height,
    colors: [colour(0), colour(1)],
    files,
  };
};
