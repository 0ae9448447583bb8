import { z } from 'zod/mini';
import { costMessages } from '../messages/costs';
import { searchMessages } from '../messages/search';
import { maxMonthlyCostLimit, priceReducedWindows } from './costs';
import {
  listingAttributionSchema,
  listingKeySchema,
  listingSchema,
  maxListingKeysPerCall,
} from './listings';

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
export const searchSorts = [
  'newest',
  'price-asc',
  'price-desc',
  'beds-desc',
  'sqft-desc',
  'monthly-asc',
] as const;
export type SearchSort = (typeof searchSorts)[number];

/** Most results in one page. */
export const maxSearchPageSize = 50;
export const defaultSearchPageSize = 24;
/** Longest free text a search reads. */
export const maxSearchTextLength = 120;
/** Highest price a search may name, and the last page it may ask for. */
export const maxSearchPrice = 1_000_000_000;
export const maxSearchPage = 10_000;

const text = searchMessages;

/**
 * A parameter that may be given once or repeated (`status=Active&status=Pending`): its distinct
 * values, each one of `values`. A bad one is one problem at the parameter, with its text.
 */
const repeatable = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.optional(
    z.pipe(
      z.union([z.string(message), z.array(z.string(message), message)], message),
      z.transform((value, context) => {
        const given = [...new Set(Array.isArray(value) ? value : [value])];
        if (given.length > 0 && given.every((item) => (values as readonly string[]).includes(item)))
          return given as T[number][];
        context.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }),
    ),
  );

/** A number in a query string (`?minPrice=250000`), with its parameter's text for every failure. */
const queryNumber = (min: number, max: number, message: string, whole = false) =>
  z.coerce
    .number(message)
    .check(...(whole ? [z.int(message)] : []), z.gte(min, message), z.lte(max, message));

/** Whether four numbers make a box: longitudes and latitudes in range, west < east, south < north. */
const isBox = (box: number[]): box is [number, number, number, number] => {
  const [west = NaN, south = NaN, east = NaN, north = NaN] = box;
  return (
    box.length === 4 &&
    [west, east].every((degrees) => degrees >= -180 && degrees <= 180) &&
    [south, north].every((degrees) => degrees >= -90 && degrees <= 90) &&
    west < east &&
    south < north
  );
};

/** `bbox=west,south,east,north` in degrees (WGS 84), west < east and south < north. */
export const searchBoxSchema = z.pipe(
  z.string(text.bbox),
  z.transform((value, context) => {
    const box = value.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
    if (isBox(box)) return box;
    context.issues.push({ code: 'custom', message: text.bbox, input: value });
    return z.NEVER;
  }),
);
export type SearchBox = z.infer<typeof searchBoxSchema>;

/**
 * GET /{product}/listings/search: every filter optional. A bad value answers 400 naming the
 * parameter and why (`searchMessages`); nothing is searched.
 */
export const listingSearchQuerySchema = z
  .object({
    /** An address, street, city or postal code, typo-tolerant ("sauders st raleigh"). */
    q: z.optional(z.string(text.q).check(z.trim(), z.maxLength(maxSearchTextLength, text.q))),
    city: z.optional(
      z
        .string(text.city)
        .check(
          z.trim(),
          z.minLength(1, text.city),
          z.maxLength(60, text.city),
          z.regex(/^\P{Cc}*$/u, text.city),
        ),
    ),
    postalCode: z.optional(z.string(text.postalCode).check(z.regex(/^\d{5}$/, text.postalCode))),
    minPrice: z.optional(queryNumber(0, maxSearchPrice, text.minPrice)),
    maxPrice: z.optional(queryNumber(0, maxSearchPrice, text.maxPrice)),
    minBeds: z.optional(queryNumber(0, 20, text.minBeds, true)),
    minBaths: z.optional(queryNumber(0, 20, text.minBaths)),
    propertyType: repeatable(searchPropertyTypes, text.propertyType),
    status: repeatable(searchStatuses, text.status),
    bbox: z.optional(searchBoxSchema),
    /**
     * Homes whose monthly estimate under the caller's cost defaults (`homeEstimate`) is at most
     * this, in whole dollars (REQ-COST-SEARCH).
     */
    maxMonthlyCost: z.optional(
      queryNumber(1, maxMonthlyCostLimit, costMessages.maxMonthlyCost, true),
    ),
    /** Homes whose price was lowered within the last 7 or 30 days. */
    priceReducedWithinDays: z.optional(
      z.pipe(
        queryNumber(7, 30, costMessages.priceReducedWithinDays, true),
        z.transform((days, context) => {
          if ((priceReducedWindows as readonly number[]).includes(days))
            return days as (typeof priceReducedWindows)[number];
          context.issues.push({
            code: 'custom',
            message: costMessages.priceReducedWithinDays,
            input: days,
          });
          return z.NEVER;
        }),
      ),
    ),
    sort: z._default(z.enum(searchSorts, text.sort), 'newest'),
    page: z._default(queryNumber(1, maxSearchPage, text.page, true), 1),
    pageSize: z._default(
      queryNumber(1, maxSearchPageSize, text.pageSize, true),
      defaultSearchPageSize,
    ),
  })
  .check(
    z.refine(
      (query) =>
        query.minPrice === undefined ||
        query.maxPrice === undefined ||
        query.minPrice <= query.maxPrice,
      { message: text.priceRange, path: ['minPrice'] },
    ),
  );
export type ListingSearchQuery = z.output<typeof listingSearchQuerySchema>;
/** The query as the web app writes it (and as a URL holds it). */
export type ListingSearchParams = z.input<typeof listingSearchQuerySchema>;

/** One result: the normalised listing of spec 001 §3, and whether the calling buyer already has it. */
export const listingSearchItemSchema = z.extend(listingSchema, {
  inMyList: z.boolean(),
  /** The listing's attribution (REQ-DISPLAY-ATTRIBUTION): the card shows `compact`. */
  attribution: listingAttributionSchema,
});
export type ListingSearchItem = z.infer<typeof listingSearchItemSchema>;

export const listingSearchResponseSchema = z.object({
  items: z.array(listingSearchItemSchema),
  /** Every match, not only this page's. */
  total: z.number(),
  /**
   * The disclaimer of each MLS whose listings are on this page, with the time its data was last
   * obtained (REQ-DISPLAY-ATTRIBUTION): the list and the map show them under the results.
   */
  disclaimers: z.array(z.string()),
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
