import { describe, expect, it } from 'vitest';
import { costMessages, searchMessages } from '@rela/contracts';
import { activeFilterCount, readSearch, withFilters, writeSearch } from './search-url';

const read = (search: string) => readSearch(new URLSearchParams(search));

describe('the search a URL holds', () => {
  it('reads every filter, repeated ones as lists, and writes the same URL back', () => {
    const url =
      'q=raleigh&minPrice=300000&maxPrice=600000&minBeds=3&minBaths=2&propertyType=Residential' +
      '&status=Active&status=Pending&bbox=-78.70000,35.70000,-78.60000,35.80000&sort=price-asc&page=3';
    const result = read(url);
    expect(result).toMatchObject({
      ok: true,
      filters: {
        q: 'raleigh',
        minPrice: 300000,
        maxPrice: 600000,
        minBeds: 3,
        minBaths: 2,
        propertyType: ['Residential'],
        status: ['Active', 'Pending'],
        bbox: [-78.7, 35.7, -78.6, 35.8],
        sort: 'price-asc',
        page: 3,
      },
    });
    if (!result.ok) throw new Error('expected a readable search');
    expect(writeSearch(result.filters).toString()).toBe(url.replaceAll(',', '%2C'));
  });

  it('leaves out what is unset or the default, and ignores unknown and empty parameters', () => {
    const result = read('q=&sort=newest&page=1&utm_source=mail&minBeds=');
    expect(result).toMatchObject({ ok: true, filters: { sort: 'newest' } });
    if (!result.ok) throw new Error('expected a readable search');
    expect(result.query).toMatchObject({ sort: 'newest', page: 1, pageSize: 24 });
    expect(writeSearch(result.filters).toString()).toBe('');
  });

  it('refuses a link the call would refuse, naming each parameter and why', () => {
    expect(read('minBeds=lots&status=Sold&minBeds=2')).toEqual({
      ok: false,
      problems: [
        { name: 'minBeds', message: searchMessages.minBeds },
        { name: 'status', message: searchMessages.status },
      ],
    });
    expect(read('minPrice=900000&maxPrice=100000')).toEqual({
      ok: false,
      problems: [{ name: 'minPrice', message: searchMessages.priceRange }],
    });
    expect(read('bbox=1,2,3')).toMatchObject({ ok: false, problems: [{ name: 'bbox' }] });
  });

  it('goes back to the first page on any change but the page, dropping emptied filters', () => {
    const filters = { q: 'cary', page: 4, status: ['Active' as const] };
    expect(withFilters(filters, { minBeds: 2 })).toEqual({
      q: 'cary',
      status: ['Active'],
      minBeds: 2,
    });
    expect(withFilters(filters, { page: 5 })).toEqual({ ...filters, page: 5 });
    expect(withFilters(filters, { status: [], q: undefined })).toEqual({});
    expect(activeFilterCount({ q: 'cary', minPrice: 1, status: ['Active'] })).toBe(2);
  });
});

describe('the monthly cost in the URL (REQ-COST-SEARCH)', () => {
  it('reads a monthly limit, a price reduced window and the monthly order, and writes them back', () => {
    const url = 'q=raleigh&maxMonthlyCost=3500&priceReducedWithinDays=7&sort=monthly-asc';
    const result = read(url);
    expect(result).toMatchObject({
      ok: true,
      filters: {
        q: 'raleigh',
        maxMonthlyCost: 3500,
        priceReducedWithinDays: 7,
        sort: 'monthly-asc',
      },
      query: { maxMonthlyCost: 3500, priceReducedWithinDays: 7, sort: 'monthly-asc' },
    });
    if (!result.ok) throw new Error('expected a readable search');
    expect(writeSearch(result.filters).toString()).toBe(url);
    expect(activeFilterCount(result.filters)).toBe(2);
    expect(
      writeSearch(withFilters(result.filters, { priceReducedWithinDays: undefined })).toString(),
    ).toBe('q=raleigh&maxMonthlyCost=3500&sort=monthly-asc');
  });

  it('refuses a limit or a window the call would refuse, in its words', () => {
    expect(read('maxMonthlyCost=0&priceReducedWithinDays=14')).toEqual({
      ok: false,
      problems: [
        { name: 'maxMonthlyCost', message: costMessages.maxMonthlyCost },
        { name: 'priceReducedWithinDays', message: costMessages.priceReducedWithinDays },
      ],
    });
  });
});
