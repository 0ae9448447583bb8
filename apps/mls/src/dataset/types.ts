import { rawPropertyBooleanFields } from '@rela/contracts';

/**
 * One listing of the embedded MLS as the dataset holds it: RESO Data Dictionary 2.0 field names.
 * Multi-valued lookups are arrays here; a provider profile decides how they go over the wire.
 * A field that is `null` is missing for that listing (the web app shows N/A).
 */
export type MarketStatus =
  'Active' | 'Pending' | 'Active Under Contract' | 'Coming Soon' | 'Closed';

/** The market's statuses, and 'Delete' (RESO: the listing left the feed) where a profile says so. */
export type StandardStatus = MarketStatus | 'Delete';

export const marketStatuses: readonly MarketStatus[] = [
  'Active',
  'Pending',
  'Active Under Contract',
  'Coming Soon',
  'Closed',
];

/**
 * What a listing carries beyond its home (RESO Data Dictionary 2.0): its listing agent and firm,
 * the seller's display choices, its price and status history, its close and association fee.
 */
export type ListingFacts = {
  ListOfficeKey: string;
  ListOfficeName: string;
  ListOfficePhone: string | null;
  ListAgentKey: string;
  ListAgentFullName: string;
  ListAgentEmail: string | null;
  ListAgentDirectPhone: string | null;
  InternetEntireListingDisplayYN: boolean;
  InternetAddressDisplayYN: boolean;
  InternetConsumerCommentYN: boolean;
  InternetAutomatedValuationDisplayYN: boolean;
  IDXParticipationYN: boolean;
  OriginalListPrice: number;
  PreviousListPrice: number | null;
  PriceChangeTimestamp: string | null;
  StatusChangeTimestamp: string;
  DaysOnMarket: number;
  CloseDate: string | null;
  ClosePrice: number | null;
  AssociationFee: number | null;
  AssociationFeeFrequency: 'Monthly' | 'Quarterly' | 'Annually' | null;
};

/** The seller's display choices (`false` opts out), as the dev endpoint may set them. */
export const displayChoiceFields = rawPropertyBooleanFields;

/**
 * A listing as generated or given: its facts (`ListingFacts`) are optional, and the store draws the
 * missing ones from the listing key (`withListingFacts`).
 */
export type PropertyRecord = Partial<ListingFacts> & {
  ListingKey: string;
  ListingId: string;
  StandardStatus: StandardStatus;
  PropertyType: string;
  PropertySubType: string | null;
  ListPrice: number;
  UnparsedAddress: string;
  StreetNumber: string;
  StreetDirPrefix: string | null;
  StreetName: string;
  StreetSuffix: string | null;
  StreetDirSuffix: string | null;
  UnitNumber: string | null;
  City: string;
  StateOrProvince: string;
  PostalCode: string;
  CountyOrParish: string | null;
  Country: 'US';
  Latitude: number;
  Longitude: number;
  LivingArea: number | null;
  LotSizeAcres: number | null;
  LotSizeSquareFeet: number | null;
  BedroomsTotal: number | null;
  BathroomsFull: number | null;
  BathroomsHalf: number | null;
  BathroomsTotalInteger: number | null;
  YearBuilt: number | null;
  Stories: number | null;
  ArchitecturalStyle: string[] | null;
  Heating: string[] | null;
  Cooling: string[] | null;
  Basement: string[] | null;
  GarageSpaces: number | null;
  FireplacesTotal: number | null;
  SubdivisionName: string | null;
  ElementarySchool: string | null;
  MiddleOrJuniorSchool: string | null;
  HighSchool: string | null;
  PublicRemarks: string | null;
  TaxAnnualAmount: number | null;
  ListingContractDate: string;
  ModificationTimestamp: string;
  PhotosCount: number;
};

export type MediaRecord = {
  MediaKey: string;
  ResourceRecordKey: string;
  ResourceName: 'Property';
  MediaCategory: 'Photo';
  /** RESO Data Dictionary 2.0's MediaType lookup (its standard names: 'jpeg', 'png', ...), not a MIME type. */
  MediaType: 'jpeg' | 'png' | 'gif';
  Order: number;
  /** Relative to the MLS's public URL, e.g. `/media/{ListingKey}/{Order}.jpg`; the server makes it absolute. */
  MediaPath: string;
  ShortDescription: string | null;
  ImageWidth: number;
  ImageHeight: number;
  /** The Data Dictionary's open lookup: the one size this MLS serves is the largest ('Largest'). */
  ImageSizeDescription: string | null;
  ModificationTimestamp: string;
};

export type Dataset = {
  properties: PropertyRecord[];
  media: MediaRecord[];
};

/** The multi-valued lookup fields of PropertyRecord. */
export const multiValueFields = ['ArchitecturalStyle', 'Heating', 'Cooling', 'Basement'] as const;
