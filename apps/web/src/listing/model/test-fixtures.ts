import {
  defaultPhotoShape,
  listingPhotoUrl,
  type CopiedPhoto,
  type RawProperty,
} from '@rela/contracts';
import { productSlug } from '../../lib/product';

/** A complete raw property record for tests; override what a test is about. */
export const rawProperty = (
  listingKey: string,
  overrides: Partial<RawProperty> = {},
): RawProperty => ({
  ListingKey: listingKey,
  UnparsedAddress: '12 Oak Street',
  City: 'Springfield',
  StateOrProvince: 'IL',
  PostalCode: '62704',
  ListPrice: 450000,
  StandardStatus: 'Active',
  PropertyType: 'Residential',
  ArchitecturalStyle: ['Colonial'],
  YearBuilt: 1998,
  Stories: 2,
  LivingArea: 2150,
  LotSizeAcres: 0.25,
  LotSizeSquareFeet: 10890,
  BedroomsTotal: 4,
  BathroomsFull: 2,
  BathroomsHalf: 1,
  BathroomsTotalInteger: 3,
  Heating: ['Forced Air'],
  Cooling: ['Central Air'],
  Basement: ['Finished'],
  GarageSpaces: 2,
  FireplacesTotal: 1,
  SubdivisionName: 'Maple Grove',
  ElementarySchool: 'Lincoln Elementary',
  MiddleOrJuniorSchool: 'Jefferson Middle',
  HighSchool: 'Springfield High',
  PublicRemarks: 'Bright home on a quiet street.',
  TaxAnnualAmount: 6120.55,
  Latitude: 39.78,
  Longitude: -89.65,
  ...overrides,
});

/** A stand-in for a content hash: 32 lowercase hex, the same for the same text (FNV-1a, 4 rounds). */
const hashOf = (text: string) =>
  [1, 2, 3, 4]
    .map((round) => {
      let hash = 0x811c9dc5 ^ round;
      for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
      return (hash >>> 0).toString(16).padStart(8, '0');
    })
    .join('');

/** Photo `position` (from 1) of a listing, as Rela has copied it: 1600x1067, blue over green. */
export const copiedPhoto = (listingKey: string, position = 1): CopiedPhoto => ({
  copied: true,
  hash: hashOf(`${listingKey}/${position}`),
  ...defaultPhotoShape,
  colors: ['8fb3d9', '5a7d4f'],
});

/** The URL an answer carries for photo `position` of a listing that Rela has copied. */
export const photoUrl = (listingKey: string, position = 1): string =>
  listingPhotoUrl(productSlug, copiedPhoto(listingKey, position));

/** The URL an answer carries for a photo Rela has not copied yet. */
export const waitingPhotoUrl = (): string =>
  listingPhotoUrl(productSlug, { copied: false, ...defaultPhotoShape });

/** `count` photo URLs of a listing, as Rela serves them. */
export const photos = (listingKey: string, count: number) =>
  Array.from({ length: count }, (_, index) => photoUrl(listingKey, index + 1));
