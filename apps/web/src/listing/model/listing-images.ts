import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listingRoutes, limits } from '@rela/contracts';
import { call } from '../../lib/api-client';
import { chunkListingKeys } from './chunks';
import { propertyQueryKeys } from './query-keys';

/** Photo URLs by listing key, in MLS order. */
export type ListingImages = Readonly<Record<string, readonly string[]>>;

/** GET /{product}/listings/images?listingKeys=&count=5, at most 50 keys per call. */
export const fetchListingImages = async (
  listingKeys: readonly string[],
  signal?: AbortSignal,
): Promise<ListingImages> => {
  const answers = await Promise.all(
    chunkListingKeys(listingKeys).map((chunk) =>
      call(listingRoutes.listingsImages, {
        query: { listingKeys: chunk.join(','), count: limits.imagesPerListingBatch },
        signal,
      }),
    ),
  );
  const images: Record<string, readonly string[]> = {};
  for (const answer of answers) Object.assign(images, answer.images);
  return images;
};

export const listingImagesQueryOptions = (listingKeys: readonly string[]) =>
  queryOptions({
    queryKey: propertyQueryKeys.images(listingKeys),
    queryFn: ({ signal }) => fetchListingImages(listingKeys, signal),
    enabled: listingKeys.length > 0,
    placeholderData: keepPreviousData,
  });

export const useListingImages = (listingKeys: readonly string[]) =>
  useQuery(listingImagesQueryOptions(listingKeys));
