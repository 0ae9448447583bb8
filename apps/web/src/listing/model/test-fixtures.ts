import type { RawProperty } from '@rela/contracts';

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

/** `count` photo URLs of a listing. */
export const photos = (listingKey: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) => `http://localhost:3001/media/${listingKey}/${index + 1}.svg`,
  );
