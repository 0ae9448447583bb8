/**
 * Listing photos as Rela keeps and serves them (REQ-PHOTO-COPY, ADR 046). The replica copies every
 * photo the MLS sends, in the sizes below, and serves them itself under content-hashed URLs; no
 * page ever asks the MLS for a photo.
 *
 * The spec's answers stay lists of URLs; each URL is Rela's and carries, in its fragment, what a
 * page needs to lay the photo out before it loads (its size and its placeholder colours):
 *
 *   copied:  /api/{product}/photos/{hash}/dialog.webp#{width}x{height}-{top}-{bottom}
 *   waiting: /api/{product}/photos/pending#{width}x{height}
 *
 * `hash` names the photo's content (32 lowercase hex); `top` and `bottom` are the average colours of
 * the photo's upper and lower halves (6 lowercase hex), drawn as a gradient until it loads. A
 * waiting photo has no file yet: a page shows a neutral placeholder and asks for nothing.
 */

/** The sizes Rela makes of every photo: the width in pixels (never wider than the original). */
export const photoSizes = { card: 480, dialog: 1024, full: 1600 } as const;
export type PhotoSize = keyof typeof photoSizes;

/** WebP for pages; JPEG for e-mail (mail clients that show no WebP) and as the pages' fallback. */
export const photoFormats = ['webp', 'jpg'] as const;
export type PhotoFormat = (typeof photoFormats)[number];

/**
 * The sizes kept in each format: every size in WebP, only the card in JPEG (an e-mail's photo, and
 * a page's fallback for a browser without WebP): larger JPEGs would double the store and the
 * copying for no page (ADR 046).
 */
export const photoSizesIn: Record<PhotoFormat, readonly PhotoSize[]> = {
  webp: ['card', 'dialog', 'full'],
  jpg: ['card'],
};

export const photoContentTypes: Record<PhotoFormat, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** The shape of a photo when neither the MLS nor the copy tells it: the MLS's usual 3:2. */
export const defaultPhotoShape = { width: 1600, height: 1067 } as const;

/** The colour a waiting photo shows, and a copied one without colours. */
export const neutralPhotoColor = 'e5e7eb';

export type CopiedPhoto = {
  copied: true;
  hash: string;
  width: number;
  height: number;
  /** `[top, bottom]`, each 6 lowercase hex. */
  colors: readonly [string, string];
};
export type WaitingPhoto = { copied: false; width: number; height: number };
export type ListingPhoto = CopiedPhoto | WaitingPhoto;

const HASH = /^[0-9a-f]{32}$/;
const COLOR = /^[0-9a-f]{6}$/;
const MAX_SIDE = 20_000;

const photosBase = (product: string) => `/api/${product}/photos`;

/** The path a copied photo's file is served at, in one size and format. */
export const photoFileUrl = (
  product: string,
  hash: string,
  size: PhotoSize,
  format: PhotoFormat,
): string => `${photosBase(product)}/${hash}/${size}.${format}`;

/** The URL an answer carries for this photo (the dialog's WebP, or the waiting form). */
export const listingPhotoUrl = (product: string, photo: ListingPhoto): string =>
  photo.copied
    ? `${photoFileUrl(product, photo.hash, 'dialog', 'webp')}#${photo.width}x${photo.height}-${photo.colors[0]}-${photo.colors[1]}`
    : `${photosBase(product)}/pending#${photo.width}x${photo.height}`;

const side = (text: string | undefined) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 && value <= MAX_SIDE ? value : null;
};

const copiedForm =
  /\/photos\/([0-9a-f]{32})\/[a-z]+\.[a-z]+#(\d+)x(\d+)-([0-9a-f]{6})-([0-9a-f]{6})$/;
const waitingForm = /\/photos\/pending#(\d+)x(\d+)$/;

/**
 * The photo a URL of an answer names, or null when it is not one of Rela's photo URLs (a page
 * shows no photo for it rather than fetch something unknown).
 */
export const parseListingPhotoUrl = (url: string): ListingPhoto | null => {
  const copied = copiedForm.exec(url);
  if (copied) {
    const [, hash = '', w, h, top = '', bottom = ''] = copied;
    const width = side(w);
    const height = side(h);
    if (!HASH.test(hash) || !COLOR.test(top) || !COLOR.test(bottom) || !width || !height)
      return null;
    return { copied: true, hash, width, height, colors: [top, bottom] };
  }
  const waiting = waitingForm.exec(url);
  if (waiting) {
    const width = side(waiting[1]);
    const height = side(waiting[2]);
    if (width && height) return { copied: false, width, height };
  }
  return null;
};

/**
 * The `srcset` of a copied photo in one format, as `<img srcset>` and `<source srcset>` take it:
 * each size kept in that format with its true width, a size no wider than a smaller one left out
 * (a photo narrower than a size is kept at its own width).
 */
export const photoSrcSet = (product: string, photo: CopiedPhoto, format: PhotoFormat): string => {
  const seen = new Set<number>();
  return photoSizesIn[format]
    .flatMap((size) => {
      const { width } = photoPixels(photo, size);
      if (seen.has(width)) return [];
      seen.add(width);
      return [`${photoFileUrl(product, photo.hash, size, format)} ${width}w`];
    })
    .join(', ');
};

/** The pixel size of a size of this photo: its width capped at the size's, its shape kept. */
export const photoPixels = (
  photo: { width: number; height: number },
  size: PhotoSize,
): { width: number; height: number } => {
  const width = Math.min(photo.width, photoSizes[size]);
  return { width, height: Math.max(1, Math.round((photo.height * width) / photo.width)) };
};
