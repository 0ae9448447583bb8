import {
  lookupDisplayName,
  rawPropertyBooleanFields,
  rawPropertyFields,
  rawPropertyLookupFields,
  resoLookupOfField,
  saysNo,
  toListing,
  type Listing,
  type RawProperty,
  type ResoLookupName,
} from '@rela/contracts';

type Entity = Record<string, unknown>;

const isEntity = (value: unknown): value is Entity =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The listing entity of a raw property record, whichever shape it came in (REQ-MLS-LISTING): the
 * wrapper `{ value: [listing, ...] }` (the first item is the listing), the top-level variant whose key
 * is spelled `listingKey`, or a bare RESO entity. Null when there is no listing in it.
 */
export const unwrapRawRecord = (input: unknown): Entity | null => {
  if (!isEntity(input)) return null;
  if (Array.isArray(input.value)) return unwrapRawRecord(input.value[0]);
  if (typeof input.ListingKey === 'string') return input;
  if (typeof input.listingKey === 'string') {
    const { listingKey, ...rest } = input;
    return { ...rest, ListingKey: listingKey };
  }
  return null;
};

/**
 * A multi-valued lookup in the array enum style, whatever the provider sent: a JSON array
 * (`["ForcedAir", "NaturalGas"]` or `["Forced Air", "Natural Gas"]`), OData flags
 * (`"ForcedAir,NaturalGas"`) or a display string (`"Forced Air, Natural Gas"`), each value as its
 * display name when `lookup` names its Data Dictionary lookup (ADR 047). Missing or empty is null.
 */
export const lookupValues = (value: unknown, lookup?: ResoLookupName): string[] | null => {
  const items = Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string'
      ? value.split(',')
      : null;
  const values = (items ?? []).map((item) => item.trim()).filter((item) => item.length > 0);
  // An empty list is a missing one: a string style cannot tell them apart.
  if (values.length === 0) return null;
  return lookup ? values.map((item) => lookupDisplayName(lookup, item)) : values;
};

/** A single-valued lookup as its display name (`ActiveUnderContract` -> `Active Under Contract`). */
const displayValue = (value: unknown, lookup: ResoLookupName): string | null =>
  typeof value === 'string' ? lookupDisplayName(lookup, value) : null;

/** A `…YN` field as providers send it: a boolean, or "Y"/"N", "Yes"/"No", "true"/"false" as text. */
const booleanValue = (value: unknown): boolean | null => {
  if (typeof value === 'boolean') return value;
  if (saysNo(value)) return false;
  return typeof value === 'string' && /^(true|y|yes)$/i.test(value.trim()) ? true : null;
};

const textValue = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

const numberValue = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
};

const numericFields = new Set<string>([
  'ListPrice',
  'YearBuilt',
  'Stories',
  'LivingArea',
  'LotSizeAcres',
  'LotSizeSquareFeet',
  'BedroomsTotal',
  'BathroomsFull',
  'BathroomsHalf',
  'BathroomsTotalInteger',
  'GarageSpaces',
  'FireplacesTotal',
  'TaxAnnualAmount',
  'Latitude',
  'Longitude',
  'OriginalListPrice',
  'PreviousListPrice',
  'DaysOnMarket',
  'ClosePrice',
  'AssociationFee',
]);
const lookupFields = new Set<string>(rawPropertyLookupFields);
const booleanFields = new Set<string>(rawPropertyBooleanFields);
const lookupOf: Readonly<Record<string, ResoLookupName>> = resoLookupOfField;

/** One field of a raw property as Rela reads it, whichever profile sent it. */
const fieldValue = (name: string, value: unknown): unknown => {
  const lookup = lookupOf[name];
  if (lookupFields.has(name)) return lookupValues(value, lookup);
  if (lookup) return displayValue(value, lookup);
  if (numericFields.has(name)) return numberValue(value);
  if (booleanFields.has(name)) return booleanValue(value);
  return textValue(value);
};

/**
 * A RESO Property entity (or a raw record wrapping one) as the raw property the browser gets: the
 * fields of `rawPropertyFields`, lookups in the array style and as display names (a provider's
 * lookup names and display names alike; ADR 047), numbers as numbers, missing as null. Null when
 * it carries no listing key.
 */
export const toRawProperty = (input: unknown): RawProperty | null => {
  const entity = unwrapRawRecord(input);
  if (!entity || typeof entity.ListingKey !== 'string' || entity.ListingKey.length === 0) {
    return null;
  }
  const raw: Record<string, unknown> = {};
  for (const name of rawPropertyFields) raw[name] = fieldValue(name, entity[name]);
  return raw as RawProperty;
};

/** The normalised Listing of a RESO entity or raw record; null when it carries no listing key. */
export const entityToListing = (input: unknown, imageURL?: string | null): Listing | null => {
  const raw = toRawProperty(input);
  return raw ? toListing(raw, imageURL) : null;
};
