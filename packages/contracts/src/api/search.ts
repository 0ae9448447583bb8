import { z } from 'zod/mini';
import { listingKeySchema, listingSchema, maxListingKeysPerCall } from './listings';

/** The `StandardStatus` values a search may ask for; `searchDefaultStatuses` when none is given. */
export const searchStatuses = [
  'Active',
  'Coming Soon',
  'Active Under Contract',
  'Pending',
  'Closed',
] as const;
export type SearchStatus = (typeof searchStatuses)[number];
export const searchDefaultStatuses: readonly SearchStatus[] = ['Active', 'Coming Soon'];

/** The RESO `PropertyType` values a search may filter on. */
export const searchPropertyTypes = [
  'Residential',
  'Residential Income',
  'Residential Lease',
  'Land',
  'Farm',
  'Commercial Sale',
] as const;
export type SearchPropertyType = (typeof searchPropertyTypes)[number];

/** The orders of a result list; `newest` (by list date) when none is given. */
export const searchSorts = ['newest', 'price-asc', 'price-desc', 'beds-desc', 'sqft-desc'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** Most results in one page. */
export const maxSearchPageSize = 50;
export const defaultSearchPageSize = 24;
/** Longest free text a search reads. */
export const maxSearchTextLength = 120;

/** A parameter that may be given once or repeated (`status=Active&status=Pending`). */
const repeatable = <T extends readonly [string, ...string[]]>(values: T) =>
  z.optional(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.array(z.string())]),
        z.transform((value) => [...new Set(Array.isArray(value) ? value : [value])]),
      ),
      z.array(z.enum(values)).check(z.minLength(1), z.maxLength(values.length)),
    ),
  );

const amount = (max: number) => z.optional(z.coerce.number().check(z.gte(0), z.lte(max)));

/** `bbox=west,south,east,north` in degrees (WGS 84), west < east and south < north. */
export const searchBoxSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value) =>
      value.split(',').map((part) => (part.trim() === '' ? NaN : Number(part))),
    ),
  ),
  z
    .tuple([
      z.number().check(z.gte(-180), z.lte(180)),
      z.number().check(z.gte(-90), z.lte(90)),
      z.number().check(z.gte(-180), z.lte(180)),
      z.number().check(z.gte(-90), z.lte(90)),
    ])
    .check(
      z.refine(([west, south, east, north]) => west < east && south < north, {
        message: 'must be west,south,east,north with west < east and south < north',
      }),
    ),
);
export type SearchBox = z.infer<typeof searchBoxSchema>;

/**
 * GET /{product}/listings/search: every filter optional. A bad value answers 400 naming the
 * parameter and why; nothing is searched.
 */
export const listingSearchQuerySchema = z
  .object({
    /** An address, street, city or postal code, typo-tolerant ("sauders st raleigh"). */
    q: z.optional(z.string().check(z.trim(), z.maxLength(maxSearchTextLength))),
    city: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
    postalCode: z.optional(z.string().check(z.regex(/^\d{5}$/, 'must be a 5-digit postal code'))),
    minPrice: amount(1e9),
    maxPrice: amount(1e9),
    minBeds: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(20))),
    minBaths: z.optional(z.coerce.number().check(z.gte(0), z.lte(20))),
    propertyType: repeatable(searchPropertyTypes),
    status: repeatable(searchStatuses),
    bbox: z.optional(searchBoxSchema),
    sort: z._default(z.enum(searchSorts), 'newest'),
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
    pageSize: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(maxSearchPageSize)),
      defaultSearchPageSize,
    ),
  })
  .check(
    z.refine(
      (query) =>
        query.minPrice === undefined ||
        query.maxPrice === undefined ||
        query.minPrice <= query.maxPrice,
      { message: 'minPrice must not be above maxPrice', path: ['minPrice'] },
    ),
  );
export type ListingSearchQuery = z.output<typeof listingSearchQuerySchema>;
/** The query as the web app writes it (and as a URL holds it). */
export type ListingSearchParams = z.input<typeof listingSearchQuerySchema>;

/** One result: the normalised listing of spec 001 §3, and whether the calling buyer already has it. */
export const listingSearchItemSchema = z.extend(listingSchema, { inMyList: z.boolean() });
export type ListingSearchItem = z.infer<typeof listingSearchItemSchema>;

export const listingSearchResponseSchema = z.object({
  items: z.array(listingSearchItemSchema),
  /** Every match, not only this page's. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ListingSearchResponse = z.infer<typeof listingSearchResponseSchema>;

/** POST /{product}/my-listing-keys: a buyer adds one home to their own list (idempotent). */
export const addMyListingKeyBodySchema = z.object({ listingKey: listingKeySchema });
export type AddMyListingKeyBody = z.infer<typeof addMyListingKeyBodySchema>;

/** POST /{product}/buyers/{username}/listing-keys: a realtor sends 1 to 50 homes to their buyer. */
export const sendListingKeysBodySchema = z.object({
  listingKeys: z.array(listingKeySchema).check(z.minLength(1), z.maxLength(maxListingKeysPerCall)),
});
export type SendListingKeysBody = z.infer<typeof sendListingKeysBodySchema>;
