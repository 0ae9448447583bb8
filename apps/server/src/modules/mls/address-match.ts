import { parseAddress, type ParsedAddress } from './address-parse';
import { directional, stateCode, streetSuffix } from './address-words';

/** A listing's address as the lookup compares it; every text lowercased and standardised. */
export type AddressParts = {
  number: string | null;
  directions: string[];
  name: string[];
  suffix: string | null;
  unit: string | null;
  zip: string | null;
  city: string | null;
  state: string | null;
};

/** `O'Brien`, `o'brien`, `OBrien`, `St. Charles` compare as `obrien`, `st charles`. */
export const nameWords = (name: string | null): string[] =>
  (name ?? '')
    .toLowerCase()
    .replace(/['.]/g, '')
    .split(/[\s-]+/)
    .filter((word) => word.length > 0);

const unitKey = (unit: string | null | undefined): string | null => {
  const key = (unit ?? '').replace(/^#/, '').replace(/\s+/g, '').toUpperCase();
  return key.length > 0 ? key : null;
};

const lowerOrNull = (text: string | null | undefined): string | null =>
  text ? text.trim().toLowerCase().replace(/\s+/g, ' ') : null;

/** What a person typed, in the lookup's terms. */
export const queryParts = (parsed: ParsedAddress): AddressParts => ({
  number: parsed.streetNumber,
  directions: [parsed.preDirectional, parsed.postDirectional].filter((dir) => dir !== null),
  name: nameWords(parsed.streetName),
  suffix: parsed.suffix,
  unit: unitKey(parsed.unit),
  zip: parsed.zip,
  city: lowerOrNull(parsed.city),
  state: parsed.state,
});

const text = (entity: Record<string, unknown>, field: string): string | null => {
  const value = entity[field];
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : null;
};

/**
 * A listing's address from its structured RESO fields, or from UnparsedAddress when the provider
 * leaves those empty. A StreetName that still holds its suffix (`Main St`) is split.
 */
export const listingParts = (entity: Record<string, unknown>): AddressParts => {
  const city = lowerOrNull(text(entity, 'City'));
  const state = stateCode(text(entity, 'StateOrProvince') ?? '') ?? text(entity, 'StateOrProvince');
  const zip = text(entity, 'PostalCode')?.slice(0, 5) ?? null;
  const streetName = text(entity, 'StreetName');
  if (!streetName) {
    const parsed = parseAddress(text(entity, 'UnparsedAddress') ?? '');
    return { ...(parsed ? queryParts(parsed) : emptyParts), zip, city, state };
  }
  let name = nameWords(streetName);
  let suffix = streetSuffix(text(entity, 'StreetSuffix') ?? '') ?? text(entity, 'StreetSuffix');
  const last = name.at(-1);
  if (!suffix && name.length > 1 && last && streetSuffix(last)) {
    suffix = streetSuffix(last);
    name = name.slice(0, -1);
  }
  const dirs = [text(entity, 'StreetDirPrefix'), text(entity, 'StreetDirSuffix')]
    .filter((dir) => dir !== null)
    .map((dir) => directional(dir) ?? dir.toUpperCase());
  return {
    number: text(entity, 'StreetNumber'),
    directions: dirs,
    name,
    suffix,
    unit: unitKey(text(entity, 'UnitNumber')),
    zip,
    city,
    state,
  };
};

const emptyParts: AddressParts = {
  number: null,
  directions: [],
  name: [],
  suffix: null,
  unit: null,
  zip: null,
  city: null,
  state: null,
};

const startsWith = (words: string[], prefix: string[]) =>
  prefix.length > 0 && prefix.every((word, index) => words[index] === word);

const fullStreet = (parts: AddressParts): string =>
  [...parts.directions, ...parts.name, parts.suffix ?? '']
    .map((word) => (directional(word) ?? streetSuffix(word) ?? word).toLowerCase())
    .filter(Boolean)
    .sort()
    .join(' ');

const nameScore = (query: AddressParts, listing: AddressParts): number => {
  const [typed, listed] = [query.name.join(' '), listing.name.join(' ')];
  if (typed.length > 0 && typed === listed) return 6;
  if (fullStreet(query) === fullStreet(listing)) return 5;
  if (startsWith(query.name, listing.name)) return 3;
  if (startsWith(listing.name, query.name)) return 2;
  return 0;
};

const compare = (a: string | null, b: string | null, same: number, differ: number): number =>
  a === null || b === null ? 0 : a === b ? same : differ;

/**
 * How well a listing matches what was typed; null when it cannot be that address (another street
 * number, another street name, a conflicting directional or unit).
 */
export const matchScore = (query: AddressParts, listing: AddressParts): number | null => {
  if (query.number !== null && query.number.toLowerCase() !== listing.number?.toLowerCase()) {
    return null;
  }
  const name = nameScore(query, listing);
  if (name === 0) return null;
  const sharedDirections = query.directions.filter((dir) => listing.directions.includes(dir));
  if (
    query.directions.length > 0 &&
    listing.directions.length > 0 &&
    sharedDirections.length === 0
  ) {
    return null;
  }
  if (query.unit !== null && listing.unit !== null && query.unit !== listing.unit) return null;
  const unit =
    query.unit === null ? (listing.unit === null ? 1 : 0) : listing.unit === null ? -2 : 3;
  return (
    name +
    unit +
    sharedDirections.length +
    compare(query.suffix, listing.suffix, 2, -3) +
    compare(query.zip, listing.zip, 3, -2) +
    compare(query.city, listing.city, 2, -2) +
    compare(query.state, listing.state, 1, -2)
  );
};

/** Listings with the same key are the same place (duplicates of one address). */
export const placeKey = (parts: AddressParts): string =>
  [parts.number, fullStreet(parts), parts.unit, parts.zip].join('|').toLowerCase();
