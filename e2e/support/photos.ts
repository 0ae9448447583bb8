import { expect } from '@playwright/test';
import {
  apiPaths,
  batchImagesResponseSchema,
  maxListingKeysPerCall,
  parseListingPhotoUrl,
} from '@rela/contracts';
import { myListingKeys, productApiPath, type ApiSession } from './buyer-homes-api';

/** The path of a file of a photo Rela has copied (REQ-PHOTO-COPY, ADR 046), any size and format. */
export const relaPhotoPath = /\/api\/[^/]+\/photos\/[0-9a-f]{32}\/(card|dialog|full)\.(webp|jpg)$/;

/** What `firstPhotos` tells of a home the MLS has no photo of. */
const noPhoto = '(none)';

/**
 * The first photo of each of the buyer's first `homes` homes (three by default) as the answers
 * carry it: `copied` when it is Rela's copy, else the URL itself (an MLS URL, a photo waiting: what
 * a message should show).
 */
export const firstPhotos = async (buyer: ApiSession, homes = 3): Promise<string[]> => {
  const { listingKeys } = await myListingKeys(buyer);
  const first = listingKeys.slice(0, homes);
  const response = await buyer.get(productApiPath(apiPaths.listingsImages), {
    listingKeys: first.join(','),
    count: '5',
  });
  const { images } = batchImagesResponseSchema.parse(await response.json());
  return first.map((key) => {
    const url = images[key]?.[0] ?? noPhoto;
    return parseListingPhotoUrl(url)?.copied ? 'copied' : url;
  });
};

export const allCopied = (photos: readonly string[]) =>
  photos.length > 0 && photos.every((photo) => photo === 'copied');

/**
 * Waits until the answers carry Rela's copies of the first photo of each of the buyer's homes (the
 * replica copies the photos of homes on a list first): the page may order the cards otherwise than
 * the list of keys, and on a slow machine the worker is still copying when the page opens.
 */
export const untilFirstPhotosCopied = async (buyer: ApiSession) => {
  await expect
    .poll(
      async () => {
        const photos = await firstPhotos(buyer, maxListingKeysPerCall);
        // A home the MLS has no photo of has none to copy.
        return allCopied(photos.filter((photo) => photo !== noPhoto)) || photos;
      },
      {
        message: 'the first photos of the buyer’s homes as Rela’s copies (not the MLS’s URLs)',
        timeout: 90_000,
        intervals: [1_000, 2_000, 5_000],
      },
    )
    .toBe(true);
};
