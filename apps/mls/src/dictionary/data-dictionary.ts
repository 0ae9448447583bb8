/**
 * The RESO Data Dictionary 2.0 as this MLS uses it, written from the standard (REQ-MLS-DD2,
 * ADR 047): for every field of the resources it serves, the Data Dictionary's OData type and, for
 * a lookup field, the name of its lookup (`RESO.OData.Metadata.LookupName`; string lookups are
 * `Edm.String`, multi-valued ones `Collection(Edm.String)`). The values of the Data Dictionary's
 * own lookups are in `resoLookups` (`@rela/contracts`), the one table the server reads too;
 * `data-dictionary.test.ts` checks `$metadata` and real answers against both.
 *
 * Not here: `MlgCanView` (MLS Grid's own field, not the Data Dictionary's) and `MediaURL`'s
 * siblings this MLS does not serve.
 */
export type DdType =
  'Edm.String' | 'Edm.Decimal' | 'Edm.Int64' | 'Edm.Date' | 'Edm.DateTimeOffset' | 'Edm.Boolean';

export type DdField = { type: DdType; collection?: true; lookup?: string };

const string: DdField = { type: 'Edm.String' };
const decimal: DdField = { type: 'Edm.Decimal' };
const int64: DdField = { type: 'Edm.Int64' };
const date: DdField = { type: 'Edm.Date' };
const timestamp: DdField = { type: 'Edm.DateTimeOffset' };
const yesNo: DdField = { type: 'Edm.Boolean' };
const lookup = (name: string): DdField => ({ type: 'Edm.String', lookup: name });
const lookups = (name: string): DdField => ({ type: 'Edm.String', collection: true, lookup: name });

export const dataDictionary20: Readonly<Record<string, Readonly<Record<string, DdField>>>> = {
  Property: {
    ListingKey: string,
    ListingId: string,
    StandardStatus: lookup('StandardStatus'),
    PropertyType: lookup('PropertyType'),
    PropertySubType: lookup('PropertySubType'),
    ListPrice: decimal,
    UnparsedAddress: string,
    StreetNumber: string,
    StreetDirPrefix: lookup('StreetDirection'),
    StreetName: string,
    StreetSuffix: lookup('StreetSuffix'),
    StreetDirSuffix: lookup('StreetDirection'),
    UnitNumber: string,
    City: lookup('City'),
    StateOrProvince: lookup('StateOrProvince'),
    PostalCode: string,
    CountyOrParish: lookup('CountyOrParish'),
    Country: lookup('Country'),
    Latitude: decimal,
    Longitude: decimal,
    LivingArea: decimal,
    LotSizeAcres: decimal,
    LotSizeSquareFeet: decimal,
    BedroomsTotal: int64,
    BathroomsFull: int64,
    BathroomsHalf: int64,
    BathroomsTotalInteger: int64,
    YearBuilt: int64,
    Stories: int64,
    ArchitecturalStyle: lookups('ArchitecturalStyle'),
    Heating: lookups('Heating'),
    Cooling: lookups('Cooling'),
    Basement: lookups('Basement'),
    GarageSpaces: decimal,
    FireplacesTotal: int64,
    SubdivisionName: string,
    ElementarySchool: lookup('ElementarySchool'),
    MiddleOrJuniorSchool: lookup('MiddleOrJuniorSchool'),
    HighSchool: lookup('HighSchool'),
    PublicRemarks: string,
    TaxAnnualAmount: decimal,
    ListingContractDate: date,
    ModificationTimestamp: timestamp,
    PhotosCount: int64,
    OriginatingSystemName: string,
    ListOfficeKey: string,
    ListOfficeName: string,
    ListOfficePhone: string,
    ListAgentKey: string,
    ListAgentFullName: string,
    ListAgentEmail: string,
    ListAgentDirectPhone: string,
    InternetEntireListingDisplayYN: yesNo,
    InternetAddressDisplayYN: yesNo,
    InternetConsumerCommentYN: yesNo,
    InternetAutomatedValuationDisplayYN: yesNo,
    IDXParticipationYN: yesNo,
    OriginalListPrice: decimal,
    PreviousListPrice: decimal,
    PriceChangeTimestamp: timestamp,
    StatusChangeTimestamp: timestamp,
    DaysOnMarket: int64,
    CloseDate: date,
    ClosePrice: decimal,
    AssociationFee: decimal,
    AssociationFeeFrequency: lookup('FeeFrequency'),
  },
  Media: {
    MediaKey: string,
    ResourceRecordKey: string,
    ResourceName: lookup('ResourceName'),
    MediaCategory: lookup('MediaCategory'),
    MediaType: lookup('MediaType'),
    Order: int64,
    MediaURL: string,
    ShortDescription: string,
    ImageWidth: int64,
    ImageHeight: int64,
    ImageSizeDescription: lookup('ImageSizeDescription'),
    ModificationTimestamp: timestamp,
    OriginatingSystemName: string,
  },
  Member: {
    MemberKey: string,
    MemberMlsId: string,
    MemberFirstName: string,
    MemberLastName: string,
    MemberFullName: string,
    MemberEmail: string,
    MemberDirectPhone: string,
    OfficeKey: string,
    OfficeName: string,
    ModificationTimestamp: timestamp,
    OriginatingSystemName: string,
  },
  Office: {
    OfficeKey: string,
    OfficeMlsId: string,
    OfficeName: string,
    OfficePhone: string,
    OfficeEmail: string,
    OfficeCity: lookup('City'),
    OfficeStateOrProvince: lookup('StateOrProvince'),
    ModificationTimestamp: timestamp,
    OriginatingSystemName: string,
  },
  OpenHouse: {
    OpenHouseKey: string,
    ListingKey: string,
    ListingId: string,
    OpenHouseDate: date,
    OpenHouseStartTime: timestamp,
    OpenHouseEndTime: timestamp,
    OpenHouseType: lookup('OpenHouseType'),
    OpenHouseStatus: lookup('OpenHouseStatus'),
    OpenHouseRemarks: string,
    ModificationTimestamp: timestamp,
    OriginatingSystemName: string,
  },
  Lookup: {
    LookupKey: string,
    LookupName: string,
    LookupValue: string,
    StandardLookupValue: string,
    LegacyODataValue: string,
    ModificationTimestamp: timestamp,
  },
};

/**
 * The lookups whose values the Data Dictionary lists and this MLS sends from `resoLookups` (a value
 * outside the table is a local one, advertised with no standard value); the others are open
 * lookups whose values are the MLS's own (cities, schools, street suffixes, ...).
 */
export const closedLookups = [
  'StandardStatus',
  'PropertyType',
  'PropertySubType',
  'ArchitecturalStyle',
  'Heating',
  'Cooling',
  'Basement',
  'FeeFrequency',
  'OpenHouseType',
  'OpenHouseStatus',
] as const;
