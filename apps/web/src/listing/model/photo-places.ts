import {
  neutralPhotoColor,
  photoFileUrl,
  photoPixels,
  photoSizesIn,
  type CopiedPhoto,
  type PhotoFormat,
  type PhotoSize,
} from '@rela/contracts';
import { productSlug } from '../../lib/product';

/**
 * Where a listing photo is shown (REQ-PHOTO-COPY, ADR 046): how wide its box is (`sizes`, for the
 * browser's choice in `srcset`) and which of Rela's sizes it may choose from. A small box offers
 * only the card size: with every size offered, any screen of more than 1.3 device pixels per CSS
 * pixel would take the 1024-pixel file for a 400-pixel card, three to four times its bytes.
 */
export const photoPlaces = {
  /** A buyer's home card on /home and a search result: one to three columns. */
  card: { sizes: '(min-width: 640px) 24rem, calc(100vw - 2rem)', offers: ['card'] },
  /** The smaller cards: a realtor's buyer tiles, tours, compare, the map's pin card. */
  tile: { sizes: '(min-width: 640px) 15rem, calc(100vw - 2rem)', offers: ['card'] },
  /** The dialog's first photo: the whole width on a phone, half the dialog above. */
  dialog: { sizes: '(min-width: 640px) 27rem, calc(100vw - 2rem)', offers: ['card', 'dialog'] },
  /** The dialog's four small photos beside the first. */
  thumbnail: { sizes: '(min-width: 640px) 13rem, 25vw', offers: ['card'] },
  /** The full-screen gallery's photo. */
  gallery: { sizes: '100vw', offers: ['card', 'dialog', 'full'] },
  /** The gallery's strip of small photos. */
  strip: { sizes: '5rem', offers: ['card'] },
} as const satisfies Record<string, { sizes: string; offers: readonly PhotoSize[] }>;
export type PhotoPlace = keyof typeof photoPlaces;

/** What a `<picture>` of a copied photo needs in one place. */
export type PhotoSources = {
  webp: string;
  jpg: string;
  /** The JPEG for a browser without WebP or `srcset`: the card, the one size kept in JPEG. */
  src: string;
  sizes: string;
  /** The place's largest size in pixels, reserving the box's shape before the photo loads. */
  width: number;
  height: number;
  /** Drawn until the photo loads: its upper half's colour to its lower half's. */
  placeholder: string;
};

/**
 * The `srcset` of the sizes a place offers that are kept in this format, each with its true width
 * (a repeated width once).
 */
const srcSet = (photo: CopiedPhoto, place: PhotoPlace, format: PhotoFormat) => {
  const seen = new Set<number>();
  return photoPlaces[place].offers
    .filter((size) => photoSizesIn[format].includes(size))
    .flatMap((size) => {
      const { width } = photoPixels(photo, size);
      if (seen.has(width)) return [];
      seen.add(width);
      return [`${photoFileUrl(productSlug, photo.hash, size, format)} ${width}w`];
    })
    .join(', ');
};

/**
 * The files of a copied photo in a place, always asked of Rela under this app's product (whatever
 * origin the answer's URL named: only its hash, size and colours are read).
 */
export const photoSources = (photo: CopiedPhoto, place: PhotoPlace): PhotoSources => {
  const { sizes, offers } = photoPlaces[place];
  const largest = offers[offers.length - 1] ?? 'card';
  const [top, bottom] = photo.colors;
  return {
    webp: srcSet(photo, place, 'webp'),
    jpg: srcSet(photo, place, 'jpg'),
    src: photoFileUrl(productSlug, photo.hash, 'card', 'jpg'),
    sizes,
    ...photoPixels(photo, largest),
    placeholder: `linear-gradient(#${top}, #${bottom})`,
  };
};

/** The colour of a photo not yet copied. */
export const waitingPhotoColor = `#${neutralPhotoColor}`;
