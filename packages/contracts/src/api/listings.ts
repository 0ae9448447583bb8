import { z } from 'zod/mini';
import { limits } from '../constants';
import {
  addressDisplays,
  optOutFields,
  reportDeclinedReasons,
  type AddressDisplay,
} from '../rules/display-rules';
import { bathroomsOf } from '../rules/listing-facts';
import { photoFormats, photoSizes } from '../rules/listing-photos';
import { monthlyFee } from '../rules/monthly-cost';

/**
 * The listing's further Data Dictionary 2.0 facts (REQ-MLS-DD2): who lists it, the seller's display
 * choices, its price and status history, its close and its association fee. Optional in a record
 * (an older replica row or a provider that lacks one), shown as N/A when missing.
 */
export const rawListingFactFields = [
  'OriginatingSystemName',
  'ListOfficeKey',
  'ListOfficeName',
  'ListOfficePhone',
  'ListAgentKey',
  'ListAgentFullName',
  'ListAgentEmail',
  'ListAgentDirectPhone',
  'InternetEntireListingDisplayYN',
  'InternetAddressDisplayYN',
  'InternetConsumerCommentYN',
  'InternetAutomatedValuationDisplayYN',
  'IDXParticipationYN',
  'OriginalListPrice',
  'PreviousListPrice',
  'PriceChangeTimestamp',
  'StatusChangeTimestamp',
  'DaysOnMarket',
  'CloseDate',
  'ClosePrice',
  'AssociationFee',
  'AssociationFeeFrequency',
  'CountyOrParish',
] as const;

/** The yes/no fields of a raw property record: the seller's opt-outs, and IDX participation. */
export const rawPropertyBooleanFields = [...optOutFields, 'IDXParticipationYN'] as const;

/**
 * The RESO Data Dictionary fields of a raw property record: the MLS Report tab (REQ-MLS-REPORT-TAB)
 * plus the sources of the normalised Listing (REQ-MLS-LISTING). The server selects exactly these.
 */
export const rawPropertyFields = [
  'ListingKey',
  'UnparsedAddress',
  'City',
  'StateOrProvince',
  'PostalCode',
  'ListPrice',
  'StandardStatus',
  'PropertyType',
  'ArchitecturalStyle',
  'YearBuilt',
  'Stories',
  'LivingArea',
  'LotSizeAcres',
  'LotSizeSquareFeet',
  'BedroomsTotal',
  'BathroomsFull',
  'BathroomsHalf',
  'BathroomsTotalInteger',
  'Heating',
  'Cooling',
  'Basement',
  'GarageSpaces',
  'FireplacesTotal',
  'SubdivisionName',
  'ElementarySchool',
  'MiddleOrJuniorSchool',
  'HighSchool',
  'PublicRemarks',
  'TaxAnnualAmount',
  'Latitude',
  'Longitude',
  ...rawListingFactFields,
] as const;
export type RawPropertyField = (typeof rawPropertyFields)[number];

const text = z.nullable(z.string());
const num = z.nullable(z.number());
/** A multi-valued lookup, always in the array enum style once normalised. */
const lookups = z.nullable(z.array(z.string()));
const optionalText = z.optional(text);
const optionalNum = z.optional(num);
const optionalYes = z.optional(z.nullable(z.boolean()));

/** One raw property record as the browser gets it: `null` is a missing value (shown as N/A). */
export const rawPropertySchema = z.object({
  ListingKey: z.string(),
  UnparsedAddress: text,
  City: text,
  StateOrProvince: text,
  PostalCode: text,
  ListPrice: num,
  StandardStatus: text,
  PropertyType: text,
  ArchitecturalStyle: lookups,
  YearBuilt: num,
  Stories: num,
  LivingArea: num,
  LotSizeAcres: num,
  LotSizeSquareFeet: num,
  BedroomsTotal: num,
  BathroomsFull: num,
  BathroomsHalf: num,
  BathroomsTotalInteger: num,
  Heating: lookups,
  Cooling: lookups,
  Basement: lookups,
  GarageSpaces: num,
  FireplacesTotal: num,
  SubdivisionName: text,
  ElementarySchool: text,
  MiddleOrJuniorSchool: text,
  HighSchool: text,
  PublicRemarks: text,
  TaxAnnualAmount: num,
  Latitude: num,
  Longitude: num,
  OriginatingSystemName: optionalText,
  ListOfficeKey: optionalText,
  ListOfficeName: optionalText,
  ListOfficePhone: optionalText,
  ListAgentKey: optionalText,
  ListAgentFullName: optionalText,
  ListAgentEmail: optionalText,
  ListAgentDirectPhone: optionalText,
  InternetEntireListingDisplayYN: optionalYes,
  InternetAddressDisplayYN: optionalYes,
  InternetConsumerCommentYN: optionalYes,
  InternetAutomatedValuationDisplayYN: optionalYes,
  IDXParticipationYN: optionalYes,
  OriginalListPrice: optionalNum,
  PreviousListPrice: optionalNum,
  /** ISO 8601 instants. */
  PriceChangeTimestamp: optionalText,
  StatusChangeTimestamp: optionalText,
  DaysOnMarket: optionalNum,
  /** `YYYY-MM-DD`, Closed listings only. */
  CloseDate: optionalText,
  ClosePrice: optionalNum,
  AssociationFee: optionalNum,
  /** A display name of the Data Dictionary's FeeFrequency lookup (`Monthly`). */
  AssociationFeeFrequency: optionalText,
  /** The county (`Wake`): the monthly estimate's property tax rate (REQ-COST-MONTHLY). */
  CountyOrParish: optionalText,
});
export type RawProperty = z.infer<typeof rawPropertySchema>;

/** The multi-valued lookup fields of a raw property record. */
export const rawPropertyLookupFields = [
  'ArchitecturalStyle',
  'Heating',
  'Cooling',
  'Basement',
] as const;

/**
 * A listing's attribution line (REQ-DISPLAY-ATTRIBUTION, ADR 048): `full` where the listing is shown
 * at length (the dialog, an e-mail, a tour), `compact` on a card. Null where the record names
 * neither the listing office nor the agent.
 */
export const listingAttributionSchema = z.nullable(
  z.object({ full: z.string(), compact: z.string() }),
);
export type ListingAttribution = z.infer<typeof listingAttributionSchema>;

/**
 * Present (true) on a listing whose seller opted out of internet display altogether
 * (`InternetEntireListingDisplayYN = false`, REQ-DISPLAY-WITHHELD), in a realtor's (or a role
 * above's) answer only: a buyer's answers never hold such a listing. The web app marks it
 * `complianceMessages.notForClients.mark` and offers no way to send it.
 */
export const notForClientsSchema = z.optional(z.literal(true));

/** What the browser shows beside one listing (ADR 048): its attribution and disclaimer. */
export const listingDisplaySchema = z.object({
  /** Null when the record names neither the listing office nor the agent. */
  attribution: listingAttributionSchema,
  disclaimer: z.string(),
  /**
   * Present when Rela declines the listing's AI condition report (REQ-DISPLAY-NO-REPORT): why
   * (`complianceMessages.reportDeclined`). The AI Report tab says so and offers no request.
   */
  reportDeclined: z.optional(z.enum(reportDeclinedReasons)),
  /** Set when the seller opted out of address display (REQ-DISPLAY-ADDRESS, ADR 048). */
  addressDisplay: z.optional(z.enum(addressDisplays)),
  notForClients: notForClientsSchema,
});
export type ListingDisplay = z.infer<typeof listingDisplaySchema>;

/** When Rela last confirmed a listing's facts against the MLS, and whether it is still listed. */
export const listingFreshnessSchema = z.object({
  /** ISO 8601: the last sync that covered the listing, or its live fetch. */
  confirmedAt: z.string(),
  /** False once the listing left the feed: its facts are the last known ones. */
  onMarket: z.boolean(),
  /**
   * True when the facts are older than the MLS's display rules allow (ADR 048): the listing says
   * "Listing data may be out of date" instead of "Updated N min ago".
   */
  stale: z.optional(z.boolean()),
});
export type ListingFreshness = z.infer<typeof listingFreshnessSchema>;

/**
 * The raw-record wrapper (REQ-MLS-LISTING): a value list; a key the MLS never had is absent. Beside
 * it, each returned key's freshness from the replica (ADR 021).
 */
export const rawPropertiesResponseSchema = z.object({
  value: z.array(rawPropertySchema),
  freshness: z.optional(z.record(z.string(), listingFreshnessSchema)),
  /** Each returned key's attribution and disclaimer (REQ-DISPLAY-ATTRIBUTION, ADR 048). */
  display: z.optional(z.record(z.string(), listingDisplaySchema)),
});
export type RawPropertiesResponse = z.infer<typeof rawPropertiesResponseSchema>;

/** A listing as the web app shows it (REQ-MLS-LISTING). */
export const listingSchema = z.object({
  listingKey: z.string(),
  city: text,
  state: text,
  zipCode: text,
  address: text,
  propertyType: text,
  price: num,
  size: num,
  bedrooms: num,
  bathrooms: num,
  latitude: num,
  longitude: num,
  status: text,
  imageURL: text,
  /** Set when the seller opted out of address display (REQ-DISPLAY-ADDRESS, ADR 048). */
  addressDisplay: z.optional(z.enum(addressDisplays)),
  notForClients: notForClientsSchema,
  /**
   * What a card's monthly estimate reads beyond the price (REQ-COST-MONTHLY, ADR 051): the county
   * (`CountyOrParish`), the HOA dues a month (`monthlyFee`, 0 without), and when the price was
   * last lowered (the card's "Price cut N days ago"). Absent where a reader does not know them.
   */
  county: z.optional(text),
  hoaMonthly: z.optional(num),
  priceCutAt: z.optional(text),
});
export type Listing = z.infer<typeof listingSchema>;

/** A raw record without its street address and coordinates (a buyer's, REQ-DISPLAY-ADDRESS). */
export const rawWithoutStreet = (raw: RawProperty): RawProperty => ({
  ...raw,
  UnparsedAddress: null,
  Latitude: null,
  Longitude: null,
});

/**
 * A listing as a caller gets it under its seller's address choice (REQ-DISPLAY-ADDRESS): as it is
 * when shown (`null`); without street and coordinates for a buyer (`on-request`); marked for a
 * realtor (`not-for-clients`).
 */
export const listingWithAddressDisplay = (
  listing: Listing,
  display: AddressDisplay | null,
): Listing => {
  if (display === null) return listing;
  if (display === 'not-for-clients') return { ...listing, addressDisplay: display };
  return { ...listing, address: null, latitude: null, longitude: null, addressDisplay: display };
};

/**
 * When the price was last lowered: `PriceChangeTimestamp` when `PreviousListPrice` is above the
 * price; null for a raise, or when the MLS gives neither.
 */
export const priceCutAt = (
  raw: Pick<RawProperty, 'ListPrice' | 'PreviousListPrice' | 'PriceChangeTimestamp'>,
): string | null =>
  typeof raw.PreviousListPrice === 'number' &&
  typeof raw.ListPrice === 'number' &&
  raw.PreviousListPrice > raw.ListPrice &&
  raw.PriceChangeTimestamp
    ? raw.PriceChangeTimestamp
    : null;

/** The normalised Listing of a raw record, with its first photo when known. */
export const toListing = (raw: RawProperty, imageURL?: string | null): Listing => ({
  listingKey: raw.ListingKey,
  city: raw.City,
  state: raw.StateOrProvince,
  zipCode: raw.PostalCode,
  address: raw.UnparsedAddress,
  propertyType: raw.PropertyType,
  price: raw.ListPrice,
  size: raw.LivingArea,
  bedrooms: raw.BedroomsTotal,
  bathrooms: bathroomsOf(raw),
  latitude: raw.Latitude,
  longitude: raw.Longitude,
  status: raw.StandardStatus,
  imageURL: imageURL ?? null,
  county: raw.CountyOrParish ?? null,
  hoaMonthly: monthlyFee(raw.AssociationFee, raw.AssociationFeeFrequency),
  priceCutAt: priceCutAt(raw),
});

/** A listing key as the API accepts it: conservative, so no key can carry OData syntax. */
/** One listing key's characters: a letter or digit, then up to 63 letters, digits, `.`, `_`, `-`. */
const listingKeyForm = '[A-Za-z0-9][A-Za-z0-9._-]{0,63}';
export const listingKeyPattern = new RegExp(`^${listingKeyForm}$`);
export const listingKeySchema = z
  .string()
  .check(
    z.regex(listingKeyPattern, 'must be a listing key (letters, digits, dot, dash, underscore)'),
  );

/** Most listing keys in one batch call (the dashboard's page). */
export const maxListingKeysPerCall = 50;

/** 1 to 50 listing keys, each checked (and reported) on its own. */
const listingKeysSchema = z
  .array(listingKeySchema)
  .check(z.minLength(1), z.maxLength(maxListingKeysPerCall));

/**
 * A list as the web app sends it: 1 to 50 keys, comma-separated, nothing to trim. One pattern
 * checks it whole (linear: a key's characters never include the comma).
 */
const plainKeyList = new RegExp(
  `^${listingKeyForm}(?:,${listingKeyForm}){0,${maxListingKeysPerCall - 1}}$`,
);

/**
 * `listingKeys=K1,K2,...`: 1 to 50 listing keys. A plain list is checked by one pattern (a
 * dashboard's call checked 50 keys one schema at a time, about 20 µs of each read) and read as
 * written: a key it repeats is answered once by the reader, which reads each key once anyway (a set
 * of the keys here was a tenth of a kept answer's read, docs/performance.md). Anything else
 * (spaces, empty or bad keys, too many) is trimmed, made distinct and checked by
 * `listingKeysSchema`, whose problems are the answer's, key by key.
 */
const listingKeysParam = z.pipe(
  z.string(),
  z.transform((value, context) => {
    if (plainKeyList.test(value)) return value.split(',');
    const keys = [...new Set(value.split(',').map((key) => key.trim()))].filter(Boolean);
    const checked = listingKeysSchema.safeParse(keys);
    if (checked.success) return checked.data;
    for (const { message, path } of checked.error.issues) {
      context.issues.push({ code: 'custom', message, path, input: keys });
    }
    return z.NEVER;
  }),
);

const imageCount = (fallback: number) =>
  z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(limits.imagesPerListingDialog)),
    fallback,
  );

/** GET /{product}/listings/{listingKey}/images?count=N */
export const listingImagesParamsSchema = z.object({ listingKey: listingKeySchema });

/**
 * One open house of a listing as the replica keeps it (REQ-MLS-OPENHOUSE): its day, its start and
 * end instants (ISO 8601), and type and status as display names of the Data Dictionary's lookups.
 */
export const openHouseSchema = z.object({
  openHouseKey: z.string(),
  /** `YYYY-MM-DD`, the day in the listing's own time zone. */
  date: z.string(),
  startTime: text,
  endTime: text,
  type: text,
  status: text,
  remarks: text,
});
export type OpenHouse = z.infer<typeof openHouseSchema>;

/** A listing's open houses from today on, soonest first; canceled ones included, marked so. */
export const listingOpenHousesResponseSchema = z.object({
  listingKey: z.string(),
  openHouses: z.array(openHouseSchema),
});
export type ListingOpenHousesResponse = z.infer<typeof listingOpenHousesResponseSchema>;
export const listingImagesQuerySchema = z.object({
  count: imageCount(limits.imagesPerListingBatch),
});
export const listingImagesResponseSchema = z.object({
  listingKey: z.string(),
  imageURLs: z.array(z.string()),
});
export type ListingImagesResponse = z.infer<typeof listingImagesResponseSchema>;

/** GET /{product}/listings/images?listingKeys=K1,K2&count=5 */
export const batchImagesQuerySchema = z.object({
  listingKeys: listingKeysParam,
  count: imageCount(limits.imagesPerListingBatch),
});
export type BatchImagesQuery = z.input<typeof batchImagesQuerySchema>;
export const batchImagesResponseSchema = z.object({
  images: z.record(z.string(), z.array(z.string())),
});
export type BatchImagesResponse = z.infer<typeof batchImagesResponseSchema>;

/** GET /{product}/listings/properties?listingKeys=K1,K2 */
export const rawPropertiesQuerySchema = z.object({ listingKeys: listingKeysParam });
export type RawPropertiesQuery = z.input<typeof rawPropertiesQuerySchema>;

const photoFileName = new RegExp(
  `^(${Object.keys(photoSizes).join('|')})\\.(${photoFormats.join('|')})$`,
);

/**
 * GET /{product}/photos/{hash}/{size}.{format}: one file of a listing photo Rela keeps
 * (REQ-PHOTO-SERVE, ADR 046): `hash` 32 lowercase hex, the file one of `photoSizes` in one of
 * `photoFormats`.
 */
export const listingPhotoFileParamsSchema = z.object({
  hash: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  file: z.string().check(z.regex(photoFileName)),
});
