import type { MediaRecord } from '../dataset/types';
import type { MemberRecord, OfficeRecord } from '../dataset/roster';
import type { Delisting, PropertyRow } from './store';

export type EdmType =
  'Edm.String' | 'Edm.Decimal' | 'Edm.Int64' | 'Edm.Date' | 'Edm.DateTimeOffset' | 'Edm.Boolean';

/** One field of a resource as `$metadata` declares it and `$filter`/`$orderby` type-check it. */
export type FieldSpec<Name extends string = string> = {
  name: Name;
  type: EdmType;
  /** `Collection(Edm.String)`: a multi-valued lookup. */
  collection?: true;
  nullable?: false;
  maxLength?: number;
  precision?: number;
  scale?: number;
  /** The `RESO.OData.Metadata.LookupName` of a lookup field (its values are in the Lookup resource). */
  lookup?: string;
  /** A lookup value as the wire carries it (a profile's lookup names); as held when absent. */
  wire?: (value: string) => string;
};

const text = <N extends string>(name: N, maxLength: number): FieldSpec<N> => ({
  name,
  type: 'Edm.String',
  maxLength,
});
const key = <N extends string>(name: N): FieldSpec<N> => ({ ...text(name, 255), nullable: false });
const decimal = <N extends string>(name: N, precision: number, scale: number): FieldSpec<N> => ({
  name,
  type: 'Edm.Decimal',
  precision,
  scale,
});
/** A whole number: `Edm.Int64`, as the Data Dictionary 2.0 types its integers. */
const int = <N extends string>(name: N): FieldSpec<N> => ({ name, type: 'Edm.Int64' });
/** A single-valued lookup: `Edm.String` with its lookup's name (the Data Dictionary 2.0 way). */
const lookup = <N extends string>(name: N, lookupName: string = name, maxLength = 50) => ({
  ...text(name, maxLength),
  lookup: lookupName,
});
/** A multi-valued lookup: `Collection(Edm.String)` with its lookup's name. */
const lookups = <N extends string>(name: N, lookupName: string = name): FieldSpec<N> => ({
  name,
  type: 'Edm.String',
  collection: true,
  lookup: lookupName,
});
const timestamp = <N extends string>(name: N): FieldSpec<N> => ({
  name,
  type: 'Edm.DateTimeOffset',
  precision: 3,
});
const date = <N extends string>(name: N): FieldSpec<N> => ({ name, type: 'Edm.Date' });
const boolean = <N extends string>(name: N): FieldSpec<N> => ({ name, type: 'Edm.Boolean' });

/**
 * The Property fields, RESO Data Dictionary 2.0 names and types (lengths and precisions as the
 * Data Dictionary suggests them), in the order the server serialises them.
 */
export const propertyFields = [
  key('ListingKey'),
  text('ListingId', 255),
  lookup('StandardStatus'),
  lookup('PropertyType'),
  lookup('PropertySubType'),
  decimal('ListPrice', 14, 2),
  text('UnparsedAddress', 255),
  text('StreetNumber', 25),
  lookup('StreetDirPrefix', 'StreetDirection', 15),
  text('StreetName', 50),
  lookup('StreetSuffix', 'StreetSuffix', 25),
  lookup('StreetDirSuffix', 'StreetDirection', 15),
  text('UnitNumber', 25),
  lookup('City'),
  lookup('StateOrProvince', 'StateOrProvince', 2),
  text('PostalCode', 10),
  lookup('CountyOrParish'),
  lookup('Country', 'Country', 2),
  decimal('Latitude', 12, 8),
  decimal('Longitude', 12, 8),
  decimal('LivingArea', 14, 2),
  decimal('LotSizeAcres', 16, 4),
  decimal('LotSizeSquareFeet', 14, 2),
  int('BedroomsTotal'),
  int('BathroomsFull'),
  int('BathroomsHalf'),
  int('BathroomsTotalInteger'),
  int('YearBuilt'),
  int('Stories'),
  lookups('ArchitecturalStyle'),
  lookups('Heating'),
  lookups('Cooling'),
  lookups('Basement'),
  decimal('GarageSpaces', 14, 2),
  int('FireplacesTotal'),
  text('SubdivisionName', 50),
  lookup('ElementarySchool'),
  lookup('MiddleOrJuniorSchool'),
  lookup('HighSchool'),
  text('PublicRemarks', 4000),
  decimal('TaxAnnualAmount', 14, 2),
  date('ListingContractDate'),
  timestamp('ModificationTimestamp'),
  int('PhotosCount'),
  text('OriginatingSystemName', 255),
  text('ListOfficeKey', 255),
  text('ListOfficeName', 255),
  text('ListOfficePhone', 16),
  text('ListAgentKey', 255),
  text('ListAgentFullName', 150),
  text('ListAgentEmail', 80),
  text('ListAgentDirectPhone', 16),
  boolean('InternetEntireListingDisplayYN'),
  boolean('InternetAddressDisplayYN'),
  boolean('InternetConsumerCommentYN'),
  boolean('InternetAutomatedValuationDisplayYN'),
  boolean('IDXParticipationYN'),
  decimal('OriginalListPrice', 14, 2),
  decimal('PreviousListPrice', 14, 2),
  timestamp('PriceChangeTimestamp'),
  timestamp('StatusChangeTimestamp'),
  int('DaysOnMarket'),
  date('CloseDate'),
  decimal('ClosePrice', 14, 2),
  decimal('AssociationFee', 14, 2),
  lookup('AssociationFeeFrequency', 'FeeFrequency'),
] as const satisfies readonly FieldSpec<keyof PropertyRow>[];

/** MLS Grid's "may this record be shown" flag: false once the listing left the feed. */
const canView = boolean('MlgCanView') satisfies FieldSpec<keyof PropertyRow>;

/** The Property fields a profile serves: `MlgCanView` only where delisting flags records. */
export const propertyFieldsFor = (delisting: Delisting): readonly FieldSpec[] =>
  delisting === 'flag' ? [...propertyFields, canView] : propertyFields;

/** The Media fields on the wire: `MediaPath` stays inside; `MediaURL` is made absolute from it. */
export const mediaFields = [
  key('MediaKey'),
  text('ResourceRecordKey', 255),
  lookup('ResourceName'),
  lookup('MediaCategory'),
  lookup('MediaType'),
  int('Order'),
  text('MediaURL', 8000),
  text('ShortDescription', 50),
  int('ImageWidth'),
  int('ImageHeight'),
  lookup('ImageSizeDescription'),
  timestamp('ModificationTimestamp'),
  text('OriginatingSystemName', 255),
] as const satisfies readonly FieldSpec<keyof MediaRow>[];

/** A Media entity as the wire carries it. */
export type MediaRow = Omit<MediaRecord, 'MediaPath'> & {
  MediaURL: string;
  OriginatingSystemName: string;
};

/** The Member resource: the listing agents. */
export const memberFields = [
  key('MemberKey'),
  text('MemberMlsId', 25),
  text('MemberFirstName', 50),
  text('MemberLastName', 50),
  text('MemberFullName', 150),
  text('MemberEmail', 80),
  text('MemberDirectPhone', 16),
  text('OfficeKey', 255),
  text('OfficeName', 255),
  timestamp('ModificationTimestamp'),
  text('OriginatingSystemName', 255),
] as const satisfies readonly FieldSpec<keyof MemberRecord | 'OriginatingSystemName'>[];

/** The Office resource: the listing firms. */
export const officeFields = [
  key('OfficeKey'),
  text('OfficeMlsId', 25),
  text('OfficeName', 255),
  text('OfficePhone', 16),
  text('OfficeEmail', 80),
  lookup('OfficeCity', 'City'),
  lookup('OfficeStateOrProvince', 'StateOrProvince', 2),
  timestamp('ModificationTimestamp'),
  text('OriginatingSystemName', 255),
] as const satisfies readonly FieldSpec<keyof OfficeRecord | 'OriginatingSystemName'>[];

/** The OpenHouse resource: a listing's open houses. */
export const openHouseFields = [
  key('OpenHouseKey'),
  text('ListingKey', 255),
  text('ListingId', 255),
  date('OpenHouseDate'),
  timestamp('OpenHouseStartTime'),
  timestamp('OpenHouseEndTime'),
  lookup('OpenHouseType'),
  lookup('OpenHouseStatus'),
  text('OpenHouseRemarks', 500),
  timestamp('ModificationTimestamp'),
  text('OriginatingSystemName', 255),
] as const satisfies readonly FieldSpec[];

/** The Lookup resource: every lookup value the server sends (RESO Web API Core 2.0's way). */
export const lookupFields = [
  key('LookupKey'),
  text('LookupName', 255),
  text('LookupValue', 1024),
  text('StandardLookupValue', 1024),
  text('LegacyODataValue', 1024),
  timestamp('ModificationTimestamp'),
] as const satisfies readonly FieldSpec[];

/** A row the query engine reads: field name to value. */
export type Row = Readonly<Record<string, unknown>>;
