import { describe, expect, it } from 'vitest';
import { chunkListingKeys } from './chunks';
import { addressLine, detailsLine, formatAcres, formatPrice } from './format';
import { mlsListingFactRows, mlsReportRows } from './mls-report-fields';
import { openHouseLine } from './open-houses';
import { rawProperty } from './test-fixtures';

describe('property formatting', () => {
  it('writes prices in whole dollars and N/A when missing', () => {
    expect(formatPrice(1250000.6)).toBe('$1,250,001');
    expect(formatPrice(null)).toBe('N/A');
  });

  it('writes acres with 2 decimals', () => {
    expect(formatAcres(0.5)).toBe('0.50');
  });

  it('writes the address line and the details line with N/A fallbacks', () => {
    expect(
      addressLine({ address: '1 Elm St', city: 'Austin', state: 'TX', zipCode: '78701' }),
    ).toBe('1 Elm St, Austin, TX 78701');
    expect(detailsLine({ bedrooms: 3, bathrooms: null, size: 1800 })).toBe(
      '3 beds, N/A baths • 1,800 sqft',
    );
    expect(detailsLine({ bedrooms: 1, bathrooms: 1, size: 640 })).toBe('1 bed, 1 bath • 640 sqft');
    expect(detailsLine({ bedrooms: 3, bathrooms: 2.5, size: 1850 })).toBe(
      '3 beds, 2.5 baths • 1,850 sqft',
    );
  });

  it('lists the 28 MLS Report fields as a buyer reads them: price first, the listing key last', () => {
    const rows = mlsReportRows(rawProperty('K1', { Cooling: null, YearBuilt: 2004 }));
    expect(rows).toHaveLength(28);
    expect(rows.slice(0, 3).map((row) => row.label)).toEqual(['List Price', 'Status', 'Address']);
    expect(rows.at(-1)).toMatchObject({ label: 'Listing Key', value: 'K1' });
    expect(rows.find((row) => row.label === 'Annual Tax')?.value).toBe('$6,121');
    expect(rows.find((row) => row.label === 'Cooling')?.value).toBe('N/A');
    expect(rows.find((row) => row.label === 'Year Built')?.value).toBe('2004');
  });

  it('lists who lists the home and its history, N/A when missing, the close only when Closed', () => {
    const active = mlsListingFactRows(
      rawProperty('K1', {
        ListOfficeName: 'Keystone Realty Austin',
        ListAgentFullName: 'Ava Garcia',
        OriginalListPrice: 480000,
        PreviousListPrice: 465000,
        PriceChangeTimestamp: '2026-11-02T15:00:00Z',
        DaysOnMarket: 31,
        AssociationFee: 85,
        AssociationFeeFrequency: 'Monthly',
      }),
    );
    const value = (rows: typeof active, label: string) =>
      rows.find((row) => row.label === label)?.value;
    expect(value(active, 'Listing Office')).toBe('Keystone Realty Austin');
    expect(value(active, 'Original List Price')).toBe('$480,000');
    expect(value(active, 'Price Changed')).toBe('Nov 2, 2026');
    expect(value(active, 'Days on Market')).toBe('31');
    expect(value(active, 'Association Fee')).toBe('$85 Monthly');
    expect(value(active, 'Agent Email')).toBe('N/A');
    expect(value(active, 'Close Price')).toBeUndefined();
    const closed = mlsListingFactRows(
      rawProperty('K2', { StandardStatus: 'Closed', CloseDate: '2026-10-09', ClosePrice: 441500 }),
    );
    expect(value(closed, 'Close Date')).toBe('Oct 9, 2026');
    expect(value(closed, 'Close Price')).toBe('$441,500');
  });

  it('writes an open house as its day, its hours and its type', () => {
    const line = openHouseLine({
      openHouseKey: 'OH1',
      date: '2026-12-05',
      startTime: '2026-12-05T19:00:00Z',
      endTime: '2026-12-05T21:00:00Z',
      type: 'Public',
      status: 'Active',
      remarks: null,
    });
    expect(line).toMatch(/^Sat, Dec 5, .+ · Public$/);
    expect(
      openHouseLine({
        openHouseKey: 'OH2',
        date: '2026-12-06',
        startTime: null,
        endTime: null,
        type: null,
        status: null,
        remarks: null,
      }),
    ).toBe('Dec 6, 2026');
  });

  it('splits listing keys into calls of at most 50', () => {
    const keys = Array.from({ length: 120 }, (_, index) => `K${index}`);
    expect(chunkListingKeys(keys).map((chunk) => chunk.length)).toEqual([50, 50, 20]);
  });
});
