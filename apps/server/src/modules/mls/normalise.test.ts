import { rawPropertyFields } from '@rela/contracts';
import { describe, expect, it } from 'vitest';
import { entityToListing, lookupValues, toRawProperty, unwrapRawRecord } from './normalise';

const entity = {
  ListingKey: 'ATX1001',
  UnparsedAddress: "12 O'Brien Ct Unit 4",
  City: 'Austin',
  StateOrProvince: 'TX',
  PostalCode: '78704',
  ListPrice: 525000,
  StandardStatus: 'Active',
  PropertyType: 'Residential',
  LivingArea: 1840,
  BedroomsTotal: 3,
  BathroomsTotalInteger: 2,
  Latitude: 30.25,
  Longitude: -97.75,
  ModificationTimestamp: '2026-01-01T00:00:00Z',
};

describe('normalising RESO entities', () => {
  it.each([
    ['array', ['Forced Air', 'Natural Gas'], ['Forced Air', 'Natural Gas']],
    ['flags', 'Forced Air,Natural Gas', ['Forced Air', 'Natural Gas']],
    ['string', 'Forced Air, Natural Gas', ['Forced Air', 'Natural Gas']],
    ['single', 'Forced Air', ['Forced Air']],
    ['empty', '', null],
    ['empty array', [], null],
    ['missing', null, null],
    ['absent', undefined, null],
    ['odd', 42, null],
  ])('reads the %s enum style', (_style, value, expected) => {
    expect(lookupValues(value)).toEqual(expected);
  });

  it.each([
    ['lookup names', ['ForcedAir', 'NaturalGas']],
    ['flags of lookup names', 'ForcedAir,NaturalGas'],
    ['display names', 'Forced Air, Natural Gas'],
  ])('reads %s as display names (ADR 047)', (_form, value) => {
    expect(lookupValues(value, 'Heating')).toEqual(['Forced Air', 'Natural Gas']);
    expect(lookupValues(['Foursquare'], 'ArchitecturalStyle')).toEqual(['Foursquare']);
  });

  it('reads every Data Dictionary lookup, single or multi-valued, as its display name', () => {
    const raw = toRawProperty({
      ...entity,
      StandardStatus: 'ActiveUnderContract',
      PropertyType: 'ResidentialIncome',
      Cooling: ['CeilingFans', 'WindowUnits'],
      ArchitecturalStyle: ['MidCenturyModern'],
      AssociationFee: 85,
      AssociationFeeFrequency: 'SemiAnnually',
      InternetEntireListingDisplayYN: false,
      InternetAddressDisplayYN: 'no',
      InternetConsumerCommentYN: ' N ',
      InternetAutomatedValuationDisplayYN: 'Y',
      IDXParticipationYN: 'perhaps',
    });
    expect(raw).toMatchObject({
      StandardStatus: 'Active Under Contract',
      PropertyType: 'Residential Income',
      Cooling: ['Ceiling Fan(s)', 'Window Unit(s)'],
      ArchitecturalStyle: ['Mid-Century Modern'],
      AssociationFee: 85,
      AssociationFeeFrequency: 'Semi-Annually',
      InternetEntireListingDisplayYN: false,
      // A provider's "N"/"No"/"Y"/"Yes" are the booleans they say; anything else is unknown.
      InternetAddressDisplayYN: false,
      InternetConsumerCommentYN: false,
      InternetAutomatedValuationDisplayYN: true,
      IDXParticipationYN: null,
    });
    // Display names, and values no table knows, are kept as sent.
    expect(
      toRawProperty({ ...entity, StandardStatus: 'Active Under Contract' })?.StandardStatus,
    ).toBe('Active Under Contract');
    expect(toRawProperty({ ...entity, StandardStatus: 'Hold Do Not Show' })?.StandardStatus).toBe(
      'Hold Do Not Show',
    );
  });

  it('unwraps the raw-record wrapper and the top-level listingKey variant', () => {
    expect(unwrapRawRecord({ value: [entity, { ListingKey: 'other' }] })).toBe(entity);
    expect(unwrapRawRecord({ listingKey: 'K9', City: 'Boise' })).toEqual({
      ListingKey: 'K9',
      City: 'Boise',
    });
    expect(unwrapRawRecord({ value: [] })).toBeNull();
    expect(unwrapRawRecord('nope')).toBeNull();
    expect(unwrapRawRecord({ City: 'Boise' })).toBeNull();
  });

  it('keeps exactly the raw property fields, lookups as arrays, numbers as numbers', () => {
    const raw = toRawProperty({
      value: [
        { ...entity, Heating: 'Forced Air,Heat Pump', Cooling: ['Central Air'], YearBuilt: '1998' },
      ],
    });
    expect(Object.keys(raw ?? {})).toEqual([...rawPropertyFields]);
    expect(raw).toMatchObject({
      ListingKey: 'ATX1001',
      Heating: ['Forced Air', 'Heat Pump'],
      Cooling: ['Central Air'],
      Basement: null,
      YearBuilt: 1998,
      PublicRemarks: null,
    });
    expect(toRawProperty({ City: 'Austin' })).toBeNull();
  });

  it('maps an entity to the Listing of REQ-MLS-LISTING', () => {
    expect(entityToListing(entity, 'http://mls/media/ATX1001/1.svg')).toEqual({
      listingKey: 'ATX1001',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      address: "12 O'Brien Ct Unit 4",
      propertyType: 'Residential',
      price: 525000,
      size: 1840,
      bedrooms: 3,
      bathrooms: 2,
      latitude: 30.25,
      longitude: -97.75,
      status: 'Active',
      imageURL: 'http://mls/media/ATX1001/1.svg',
      // What the card's monthly estimate reads (REQ-COST-MONTHLY): none of it in this record.
      county: null,
      hoaMonthly: 0,
      priceCutAt: null,
    });
  });

  it('counts baths as full plus half, as the dialog does (REQ-BATHS, ADR 014)', () => {
    const baths = { BathroomsFull: 2, BathroomsHalf: 1, BathroomsTotalInteger: 3 };
    expect(entityToListing({ ...entity, ...baths })?.bathrooms).toBe(2.5);
    expect(entityToListing({ ...entity, BathroomsFull: '3', BathroomsHalf: null })?.bathrooms).toBe(
      3,
    );
  });
});
