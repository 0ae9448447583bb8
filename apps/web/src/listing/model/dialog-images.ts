import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingRoutes, limits } from '@rela/contracts';
import { call } from '../../lib/api-client';
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

/** Warms the browser cache with the first photos so the dialog and gallery open without a wait. */
export const preloadImages = (
  urls: readonly string[],
  count: number = limits.imagesPerListingBatch,
) => {
  for (const url of urls.slice(0, count)) {
    const image = new Image();
    image.src = url;
  }
};

/** The dialog's photos (up to 100); the first 5 are preloaded as soon as they are known. */
export const useDialogImages = (listingKey: string, enabled = true) => {
  const query = useQuery({ ...dialogImagesQueryOptions(listingKey), enabled });
  useEffect(() => {
    if (query.data) preloadImages(query.data);
  }, [query.data]);
  return query;
};
