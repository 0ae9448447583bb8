/** Directionals as USPS writes them (StreetDirPrefix / StreetDirSuffix). */
export const directionals = ['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW'] as const;

/** USPS street suffix abbreviations (StreetSuffix) the dataset uses. */
export const streetSuffixes = [
  'St',
  'Ave',
  'Blvd',
  'Dr',
  'Ln',
  'Ct',
  'Rd',
  'Way',
  'Pl',
  'Ter',
  'Cir',
  'Pkwy',
  'Trl',
  'Loop',
  'Pike',
  'Hwy',
  'Expy',
  'Cv',
] as const;

export type StreetParts = {
  StreetDirPrefix: string | null;
  StreetName: string;
  StreetSuffix: string | null;
  StreetDirSuffix: string | null;
};

const isDirectional = (word: string | undefined) =>
  word !== undefined && (directionals as readonly string[]).includes(word);
const isSuffix = (word: string | undefined) =>
  word !== undefined && (streetSuffixes as readonly string[]).includes(word);

/** Splits a street as written on a sign (`N Lamar Blvd`, `12th Ave S`, `Broadway`) into RESO parts. */
export const parseStreet = (street: string, quadrant?: string): StreetParts => {
  const words = street.split(' ');
  const letterStreet = words.length === 2 && isSuffix(words[1]);
  const prefix =
    words.length > 1 && !letterStreet && isDirectional(words[0]) ? (words.shift() ?? null) : null;
  const dirSuffix =
    words.length > 1 && isDirectional(words[words.length - 1]) ? (words.pop() ?? null) : null;
  const suffix =
    words.length > 1 && isSuffix(words[words.length - 1]) ? (words.pop() ?? null) : null;
  return {
    StreetDirPrefix: prefix ?? quadrant ?? null,
    StreetName: words.join(' '),
    StreetSuffix: suffix,
    StreetDirSuffix: dirSuffix,
  };
};

export type AddressLine = StreetParts & { StreetNumber: string; unit: string | null };

/** The one-line street address: `1234 N Main St Unit 5B` (no city, state or ZIP). */
export const formatUnparsedAddress = (address: AddressLine): string =>
  [
    address.StreetNumber,
    address.StreetDirPrefix,
    address.StreetName,
    address.StreetSuffix,
    address.StreetDirSuffix,
    address.unit,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' ');
