import { describe, expect, it } from 'vitest';
import { chunkListingKeys } from './chunks';
import { addressLine, detailsLine, formatAcres, formatPrice } from './format';
import { mlsReportRows } from './mls-report-fields';
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

  it('splits listing keys into calls of at most 50', () => {
    const keys = Array.from({ length: 120 }, (_, index) => `K${index}`);
    expect(chunkListingKeys(keys).map((chunk) => chunk.length)).toEqual([50, 50, 20]);
  });
});
