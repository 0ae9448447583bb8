import { apiRoute } from '../route';
import { listingSearchQuerySchema, listingSearchResponseSchema } from '../search';

/** Finding homes in the MLS replica (ADR 023). */
export const searchRoutes = {
  searchListings: apiRoute({
    method: 'GET',
    path: '/:product/listings/search',
    access: 'signed-in',
    tag: 'search',
    query: listingSearchQuerySchema,
    ok: { 200: listingSearchResponseSchema },
    errors: [400, 401],
  }),
} as const;
