import type { MediaRecord } from '../dataset/types';
import type { Delisting, PropertyRow } from './store';

export type EdmType =
  | 'Edm.String'
  | 'Edm.Decimal'
  | 'Edm.Int32'
  | 'Edm.Int64'
  | 'Edm.Double'
  | 'Edm.Date'
  | 'Edm.DateTimeOffset'
  | 'Edm.Boolean';

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
const int = <N extends string>(name: N): FieldSpec<N> => ({ name, type: 'Edm.Int32' });
const lookups = <N extends string>(name: N): FieldSpec<N> => ({
  name,
  type: 'Edm.String',
  collection: true,
});
const timestamp = <N extends string>(name: N): FieldSpec<N> => ({
  name,
  type: 'Edm.DateTimeOffset',
  precision: 3,
});
const double = <N extends string>(name: N): FieldSpec<N> => ({ name, type: 'Edm.Double' });
const date = <N extends string>(name: N): FieldSpec<N> => ({ name, type: 'Edm.Date' });
const boolean = <N extends string>(name: N): FieldSpec<N> => ({ name, type: 'Edm.Boolean' });

/**
 * The Property fields, RESO Data Dictionary 2.0 names and types (lengths and precisions as the
 * Data Dictionary suggests them), in the order the server serialises them.
 */
export const propertyFields = [
  key('ListingKey'),
  text('ListingId', 255),
  text('StandardStatus', 50),
  text('PropertyType', 50),
  text('PropertySubType', 50),
  decimal('ListPrice', 14, 2),
  text('UnparsedAddress', 255),
  text('StreetNumber', 25),
  text('StreetDirPrefix', 15),
  text('StreetName', 50),
  text('StreetSuffix', 25),
  text('StreetDirSuffix', 15),
  text('UnitNumber', 25),
  text('City', 50),
  text('StateOrProvince', 2),
  text('PostalCode', 10),
  text('CountyOrParish', 50),
  text('Country', 2),
  double('Latitude'),
  double('Longitude'),
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
  text('ElementarySchool', 50),
  text('MiddleOrJuniorSchool', 50),
  text('HighSchool', 50),
  text('PublicRemarks', 4000),
  decimal('TaxAnnualAmount', 14, 2),
  date('ListingContractDate'),
  timestamp('ModificationTimestamp'),
  int('PhotosCount'),
  text('OriginatingSystemName', 255),
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
  text('ResourceName', 50),
  text('MediaCategory', 50),
  text('MediaType', 50),
  int('Order'),
  text('MediaURL', 8000),
  text('ShortDescription', 50),
  int('ImageWidth'),
  int('ImageHeight'),
  text('ImageSizeDescription', 50),
  timestamp('ModificationTimestamp'),
] as const satisfies readonly FieldSpec<keyof MediaRecord | 'MediaURL'>[];

/** A Media entity as the wire carries it. */
export type MediaRow = Omit<MediaRecord, 'MediaPath'> & { MediaURL: string };

/** A row the query engine reads: field name to value. */
export type Row = Readonly<Record<string, unknown>>;
