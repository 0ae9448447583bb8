import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingRoutes, limits, parseListingPhotoUrl } from '@rela/contracts';
import { call } from '../../lib/api-client';
import { photoSources, type PhotoPlace } from './photo-places';
import { propertyQueryKeys } from './query-keys';

/** GET /{product}/listings/{key}/images?count=100: every photo of one listing, for the dialog. */
export const fetchDialogImages = async (
  listingKey: string,
  signal?: AbortSignal,
): Promise<readonly string[]> => {
  const answer = await call(listingRoutes.listingImages, {
    params: { listingKey },
    query: { count: limits.imagesPerListingDialog },
    signal,
  });
  return answer.imageURLs;
};

export const dialogImagesQueryOptions = (listingKey: string) =>
  queryOptions({
    queryKey: propertyQueryKeys.dialogImages(listingKey),
    queryFn: ({ signal }) => fetchDialogImages(listingKey, signal),
  });

/**
 * Warms the browser cache with the first photos so the dialog opens without a wait: each in the
 * size and format the dialog will choose (its first photo, then the small ones beside it). A photo
 * not yet copied, or a URL that is not Rela's, is not asked for.
 */
export const preloadImages = (
  urls: readonly string[],
  count: number = limits.imagesPerListingBatch,
) => {
  urls.slice(0, count).forEach((url, index) => {
    const photo = parseListingPhotoUrl(url);
    if (!photo?.copied) return;
    const place: PhotoPlace = index === 0 ? 'dialog' : 'thumbnail';
    const sources = photoSources(photo, place);
    const image = new Image();
    // `sizes` before `srcset`: the choice is made with both, as the dialog's <picture> makes it.
    image.sizes = sources.sizes;
    image.srcset = sources.webp;
  });
};

/** The dialog's photos (up to 100); the first 5 are preloaded as soon as they are known. */
export const useDialogImages = (listingKey: string, enabled = true) => {
  const query = useQuery({ ...dialogImagesQueryOptions(listingKey), enabled });
  useEffect(() => {
    if (query.data) preloadImages(query.data);
  }, [query.data]);
  return query;
};
