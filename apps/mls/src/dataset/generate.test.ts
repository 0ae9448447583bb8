import { beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from './address';
import { defaultDataset, generateDataset } from './generate';
import { listingKeyPattern } from './keys';
import { datasetReferenceDate } from './listing-dates';
import type { Dataset, MediaRecord, PropertyRecord } from './types';

/** The fields of the web app's MLS Report tab (REQ-MLS-REPORT-TAB). */
const reportFields = [
  'ListingKey',
  'UnparsedAddress',
  'City',
  'StateOrProvince',
  'PostalCode',
  'ListPrice',
  'StandardStatus',
  'PropertyType',
  'ArchitecturalStyle',
  'YearBuilt',
  'Stories',
  'LivingArea',
  'LotSizeAcres',
  'LotSizeSquareFeet',
  'BedroomsTotal',
  'BathroomsFull',
  'BathroomsHalf',
  'Heating',
  'Cooling',
  'Basement',
  'GarageSpaces',
  'FireplacesTotal',
  'SubdivisionName',
  'ElementarySchool',
  'MiddleOrJuniorSchool',
  'HighSchool',
  'PublicRemarks',
  'TaxAnnualAmount',
] as const satisfies readonly (keyof PropertyRecord)[];
const alwaysPresent = new Set([
  'ListingKey',
  'UnparsedAddress',
  'City',
  'StateOrProvince',
  'PostalCode',
  'ListPrice',
  'StandardStatus',
  'PropertyType',
]);

let dataset: Dataset;
let generationMs = 0;

beforeAll(() => {
  const started = performance.now();
  dataset = generateDataset();
  generationMs = performance.now() - started;
  console.info(
    `generateDataset(): ${dataset.properties.length} listings, ${dataset.media.length} photos in ${generationMs.toFixed(0)} ms`,
  );
});

const share = (test: (record: PropertyRecord) => boolean) =>
  dataset.properties.filter(test).length / dataset.properties.length;

describe('generateDataset', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateDataset()).toEqual(dataset);
    const other = generateDataset({ seed: 7 });
    expect(other.properties.map((record) => record.ListingKey)).not.toEqual(
      dataset.properties.map((record) => record.ListingKey),
    );
    expect(generateDataset({ seed: 7, count: 50 }).properties).toHaveLength(50);
    // Two datasets of 51,397 photos and a deep compare: about 1.3 s alone, over 5 s beside the
    // other files' photo making on a loaded 2-core machine.
  }, 20_000);

  it('memoises the default dataset', () => {
    expect(defaultDataset()).toBe(defaultDataset());
    expect(defaultDataset()).toEqual(dataset);
  });

  it('has at least 2,000 listings with unique keys and MLS numbers', () => {
    expect(dataset.properties.length).toBeGreaterThanOrEqual(2000);
    const keys = dataset.properties.map((record) => record.ListingKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => listingKeyPattern.test(key))).toBe(true);
    expect(new Set(dataset.properties.map((record) => record.ListingId)).size).toBe(keys.length);
    expect(new Set(dataset.media.map((media) => media.MediaKey)).size).toBe(dataset.media.length);
  });

  it('fills every MLS Report tab field for most listings and leaves each missing for some', () => {
    for (const field of reportFields) {
      const present = share((record) => record[field] !== null);
      if (alwaysPresent.has(field)) expect(present, field).toBe(1);
      else {
        expect(present, field).toBeGreaterThan(0.75);
        expect(present, field).toBeLessThan(1);
      }
    }
  });

  it('mixes statuses with about 60% Active', () => {
    const statuses = [
      'Active',
      'Pending',
      'Active Under Contract',
      'Coming Soon',
      'Closed',
    ] as const;
    for (const status of statuses)
      expect(
        share((record) => record.StandardStatus === status),
        status,
      ).toBeGreaterThan(0.03);
    const active = share((record) => record.StandardStatus === 'Active');
    expect(active).toBeGreaterThan(0.5);
    expect(active).toBeLessThan(0.7);
  });

  it('lists about 3% of addresses twice, with identical address fields and different keys and statuses', () => {
    const groups = new Map<string, PropertyRecord[]>();
    for (const record of dataset.properties)
      groups.set(addressKey(record), [...(groups.get(addressKey(record)) ?? []), record]);
    const duplicated = [...groups.values()].filter((group) => group.length > 1);
    expect(duplicated.length / groups.size).toBeGreaterThan(0.02);
    expect(duplicated.length / groups.size).toBeLessThan(0.045);
    const addressFields = [
      'UnparsedAddress',
      'StreetNumber',
      'StreetDirPrefix',
      'StreetName',
      'StreetSuffix',
      'StreetDirSuffix',
      'UnitNumber',
      'City',
      'StateOrProvince',
      'PostalCode',
    ] as const;
    for (const [first, second] of duplicated as [PropertyRecord, PropertyRecord][]) {
      for (const field of addressFields) expect(second[field]).toBe(first[field]);
      expect(second.ListingKey).not.toBe(first.ListingKey);
      expect(second.StandardStatus).not.toBe(first.StandardStatus);
    }
    const withActive = duplicated.filter((group) =>
      group.some((record) => record.StandardStatus === 'Active'),
    );
    expect(withActive.length).toBeGreaterThan(0);
    expect(withActive.length).toBeLessThan(duplicated.length);
  });

  it('gives each listing 5 to 40 photos with contiguous orders from 0', () => {
    const byKey = new Map<string, MediaRecord[]>();
    for (const media of dataset.media) {
      byKey.set(media.ResourceRecordKey, [...(byKey.get(media.ResourceRecordKey) ?? []), media]);
    }
    for (const record of dataset.properties) {
      const photos = byKey.get(record.ListingKey) ?? [];
      expect(record.PhotosCount).toBeGreaterThanOrEqual(5);
      expect(record.PhotosCount).toBeLessThanOrEqual(40);
      expect(photos.map((media) => media.Order)).toEqual(
        Array.from({ length: record.PhotosCount }, (_, order) => order),
      );
    }
    const [first] = dataset.media;
    expect(first).toMatchObject({
      MediaType: 'jpeg',
      ImageWidth: 1600,
      ImageSizeDescription: 'Largest',
      MediaCategory: 'Photo',
      ResourceName: 'Property',
    });
    expect([1067, 1200]).toContain(first?.ImageHeight);
    expect(first?.MediaPath).toBe(`/media/${first?.ResourceRecordKey}/0.jpg`);
    expect(
      dataset.media
        .filter((media) => media.Order === 0)
        .every((media) => /exterior/.test(media.ShortDescription ?? '')),
    ).toBe(true);
  });

  it('writes addresses with apostrophes, directionals, units and a variety of suffixes', () => {
    expect(share((record) => record.StreetName.includes("'"))).toBeGreaterThan(0.02);
    expect(share((record) => record.StreetDirPrefix !== null)).toBeGreaterThan(0.1);
    expect(share((record) => record.StreetDirSuffix !== null)).toBeGreaterThan(0.01);
    const units = share((record) => record.UnitNumber !== null);
    expect(units).toBeGreaterThan(0.06);
    expect(units).toBeLessThan(0.15);
    const withUnit = dataset.properties.filter((record) => record.UnitNumber !== null);
    expect(
      withUnit.every((record) => record.UnparsedAddress.endsWith(record.UnitNumber ?? '-')),
    ).toBe(true);
    expect(withUnit.some((record) => record.UnparsedAddress.includes(' Unit '))).toBe(true);
    expect(withUnit.some((record) => record.UnparsedAddress.includes(' #'))).toBe(true);
    expect(withUnit.some((record) => record.UnparsedAddress.includes(' Apt '))).toBe(true);
    const suffixes = new Set(dataset.properties.map((record) => record.StreetSuffix));
    for (const suffix of [
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
    ])
      expect(suffixes.has(suffix), suffix).toBe(true);
    expect(new Set(dataset.properties.map((record) => record.City)).size).toBeGreaterThanOrEqual(6);
    expect(dataset.properties.every((record) => /^\d{5}$/.test(record.PostalCode))).toBe(true);
  });

  it('keeps land free of rooms and dates within the year before the reference date', () => {
    const land = dataset.properties.filter((record) => record.PropertyType === 'Land');
    expect(land.length).toBeGreaterThan(0);
    expect(
      land.every(
        (record) =>
          record.BedroomsTotal === null &&
          record.BathroomsFull === null &&
          record.LivingArea === null,
      ),
    ).toBe(true);
    const reference = Date.parse(datasetReferenceDate);
    for (const record of dataset.properties) {
      const contract = Date.parse(record.ListingContractDate);
      const modified = Date.parse(record.ModificationTimestamp);
      expect(contract).toBeGreaterThan(reference - 366 * 86_400_000);
      expect(modified).toBeLessThanOrEqual(reference);
      expect(modified).toBeGreaterThanOrEqual(contract);
    }
  });

  it('prices in whole dollars with taxes of about 1-2.2% and remarks without lorem ipsum', () => {
    for (const record of dataset.properties) {
      expect(Number.isInteger(record.ListPrice)).toBe(true);
      if (record.TaxAnnualAmount !== null) {
        const rate = record.TaxAnnualAmount / record.ListPrice;
        expect(rate).toBeGreaterThan(0.008);
        expect(rate).toBeLessThan(0.023);
      }
      if (record.PublicRemarks !== null) {
        expect(record.PublicRemarks).not.toMatch(/\b(lorem|ipsum|undefined|null|NaN)\b/i);
        expect(record.PublicRemarks.split(/(?<=[.!])\s/).length).toBeGreaterThanOrEqual(2);
      }
    }
    expect(new Set(dataset.properties.map((record) => record.PublicRemarks)).size).toBeGreaterThan(
      dataset.properties.length * 0.9,
    );
  });
});
