import { limits } from '@rela/contracts';
import sharp, { type Metadata } from 'sharp';
import { imageTypeOf, type ImageType } from './image-type';

export type ImageRefusal = 'not-an-image' | 'too-many-pixels' | 'too-large' | 'unreadable';

export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefused';
  }
}

export type ProfileImageRules = {
  maxBytes: number;
  maxPixels: number;
  /** The longest side of the stored photo. */
  maxSide: number;
  quality: number;
};

export const profileImageRules: ProfileImageRules = {
  maxBytes: limits.profileImageMaxBytes,
  maxPixels: limits.profileImageMaxPixels,
  maxSide: limits.profileImageMaxSide,
  quality: 88,
};

export type ProcessedImage = { jpeg: Buffer; width: number; height: number; from: ImageType };

/**
 * The upload pipeline of REQ-SEC-IMAGES: the type by magic bytes; the declared dimensions read from
 * the header and refused above `maxPixels` before a single pixel is decoded (decompression bombs);
 * then decoded with the same pixel limit, turned upright by its EXIF orientation, scaled down to
 * `maxSide`, and re-encoded as a baseline JPEG without any metadata (no EXIF, GPS, ICC or XMP).
 */
export const processProfileImage = async (
  input: Buffer,
  rules: ProfileImageRules = profileImageRules,
): Promise<ProcessedImage> => {
  if (input.length > rules.maxBytes) throw new ImageRefused('too-large');
  const from = imageTypeOf(input);
  if (!from) throw new ImageRefused('not-an-image');
  const options = { limitInputPixels: rules.maxPixels, failOn: 'error' as const };

  let header: Metadata;
  try {
    // The header only: no pixel is decoded here, so the limit is ours to apply just below.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('unreadable');
  }
  const { width = 0, height = 0 } = header;
  if (width * height > rules.maxPixels) throw new ImageRefused('too-many-pixels');
  if (width === 0 || height === 0 || header.format !== formatOf[from]) {
    throw new ImageRefused('unreadable');
  }

  try {
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({
        width: rules.maxSide,
        height: rules.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: rules.quality })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height, from };
  } catch {
    throw new ImageRefused('unreadable');
  }
};

/** What sharp calls each type; the decoder must agree with the magic bytes. */
const formatOf: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};
