/**
 * The RESO Data Dictionary 2.0 lookups Rela reads (REQ-MLS-DD2, ADR 047): for each lookup (the
 * `RESO.OData.Metadata.LookupName` of its fields), every value's lookup name (the DD's legacy OData
 * value, `ActiveUnderContract`) and its standard display name (`Active Under Contract`), written from
 * the Data Dictionary 2.0. The one table both sides read: the embedded MLS sends the lookup names
 * (or, in its display-name profile, the display names) and the server reads either back into the
 * display names, Rela's internal form.
 */
export const resoLookups = {
  StandardStatus: {
    Active: 'Active',
    ActiveUnderContract: 'Active Under Contract',
    Canceled: 'Canceled',
    Closed: 'Closed',
    ComingSoon: 'Coming Soon',
    Delete: 'Delete',
    Expired: 'Expired',
    Hold: 'Hold',
    Incomplete: 'Incomplete',
    Pending: 'Pending',
    Withdrawn: 'Withdrawn',
  },
  PropertyType: {
    BusinessOpportunity: 'Business Opportunity',
    CommercialLease: 'Commercial Lease',
    CommercialSale: 'Commercial Sale',
    Farm: 'Farm',
    Land: 'Land',
    ManufacturedInPark: 'Manufactured In Park',
    Residential: 'Residential',
    ResidentialIncome: 'Residential Income',
    ResidentialLease: 'Residential Lease',
  },
  PropertySubType: {
    Apartment: 'Apartment',
    Cabin: 'Cabin',
    Condominium: 'Condominium',
    Duplex: 'Duplex',
    ManufacturedHome: 'Manufactured Home',
    MobileHome: 'Mobile Home',
    Quadruplex: 'Quadruplex',
    SingleFamilyResidence: 'Single Family Residence',
    StockCooperative: 'Stock Cooperative',
    Townhouse: 'Townhouse',
    Triplex: 'Triplex',
    UnimprovedLand: 'Unimproved Land',
  },
  ArchitecturalStyle: {
    Bungalow: 'Bungalow',
    CapeCod: 'Cape Cod',
    Colonial: 'Colonial',
    Contemporary: 'Contemporary',
    Cottage: 'Cottage',
    Craftsman: 'Craftsman',
    Farmhouse: 'Farmhouse',
    HighRise: 'High Rise',
    Loft: 'Loft',
    MidCenturyModern: 'Mid-Century Modern',
    Modern: 'Modern',
    Ranch: 'Ranch',
    SplitLevel: 'Split Level',
    Traditional: 'Traditional',
    Tudor: 'Tudor',
    Victorian: 'Victorian',
  },
  Heating: {
    Baseboard: 'Baseboard',
    Central: 'Central',
    Ductless: 'Ductless',
    Electric: 'Electric',
    ForcedAir: 'Forced Air',
    HeatPump: 'Heat Pump',
    HotWater: 'Hot Water',
    NaturalGas: 'Natural Gas',
    None: 'None',
    Radiant: 'Radiant',
    Steam: 'Steam',
    Zoned: 'Zoned',
  },
  Cooling: {
    CeilingFans: 'Ceiling Fan(s)',
    CentralAir: 'Central Air',
    Ductless: 'Ductless',
    EvaporativeCooling: 'Evaporative Cooling',
    HeatPump: 'Heat Pump',
    None: 'None',
    WindowUnits: 'Window Unit(s)',
  },
  Basement: {
    CrawlSpace: 'Crawl Space',
    Daylight: 'Daylight',
    Finished: 'Finished',
    Full: 'Full',
    None: 'None',
    Partial: 'Partial',
    PartiallyFinished: 'Partially Finished',
    SumpPump: 'Sump Pump',
    Unfinished: 'Unfinished',
    WalkOutAccess: 'Walk-Out Access',
  },
  FeeFrequency: {
    Annually: 'Annually',
    BiMonthly: 'Bi-Monthly',
    BiWeekly: 'Bi-Weekly',
    Daily: 'Daily',
    Monthly: 'Monthly',
    OneTime: 'One Time',
    Quarterly: 'Quarterly',
    SemiAnnually: 'Semi-Annually',
    SemiMonthly: 'Semi-Monthly',
    Weekly: 'Weekly',
  },
  OpenHouseType: {
    Broker: 'Broker',
    Office: 'Office',
    Public: 'Public',
  },
  OpenHouseStatus: {
    Active: 'Active',
    Canceled: 'Canceled',
    Ended: 'Ended',
  },
} as const satisfies Record<string, Record<string, string>>;

export type ResoLookupName = keyof typeof resoLookups;

/** The lookup each lookup field of a raw property record (and an open house) uses. */
export const resoLookupOfField = {
  StandardStatus: 'StandardStatus',
  PropertyType: 'PropertyType',
  PropertySubType: 'PropertySubType',
  ArchitecturalStyle: 'ArchitecturalStyle',
  Heating: 'Heating',
  Cooling: 'Cooling',
  Basement: 'Basement',
  AssociationFeeFrequency: 'FeeFrequency',
  OpenHouseType: 'OpenHouseType',
  OpenHouseStatus: 'OpenHouseStatus',
} as const satisfies Record<string, ResoLookupName>;

const displayByName = new Map<string, ReadonlyMap<string, string>>(
  Object.entries(resoLookups).map(([lookup, values]) => [lookup, new Map(Object.entries(values))]),
);
const nameByDisplay = new Map<string, ReadonlyMap<string, string>>(
  Object.entries(resoLookups).map(([lookup, values]) => [
    lookup,
    new Map(Object.entries(values).map(([name, display]) => [display, name])),
  ]),
);

/**
 * A lookup value in Rela's internal form, its display name: a lookup name becomes its display name
 * (`ActiveUnderContract` -> `Active Under Contract`); a display name, or a value the table does not
 * know (a provider's local value), is kept as sent.
 */
export const lookupDisplayName = (lookup: ResoLookupName, value: string): string =>
  displayByName.get(lookup)?.get(value) ?? value;

/** A display name's lookup name (`Forced Air` -> `ForcedAir`); a value the table does not know is kept. */
export const lookupNameOf = (lookup: ResoLookupName, value: string): string =>
  nameByDisplay.get(lookup)?.get(value) ?? value;
