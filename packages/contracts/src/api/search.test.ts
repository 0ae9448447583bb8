import { describe, expect, it } from 'vitest';
import { isCatalogueText } from '../catalogue';
import { searchMessages } from '../messages/search';
import {
  listingSearchQuerySchema,
  maxSearchPageSize,
  maxSearchTextLength,
  searchPropertyTypes,
  searchSorts,
  searchStatuses,
} from './search';

const problemsOf = (raw: Record<string, unknown>) => {
  const parsed = listingSearchQuerySchema.safeParse(raw);
  return parsed.success
    ? []
    : [...new Set(parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`))];
};

describe('the search query', () => {
  it('reads a full search, repeated parameters and defaults', () => {
    expect(
      listingSearchQuerySchema.parse({
        q: '  sauders st raleigh ',
        minPrice: '250000',
        maxPrice: '500000',
        minBaths: '2.5',
        status: ['Active', 'Pending', 'Active'],
        propertyType: 'Residential',
        bbox: '-78.7,35.7,-78.6,35.8',
      }),
    ).toEqual({
      q: 'sauders st raleigh',
      minPrice: 250000,
      maxPrice: 500000,
      minBaths: 2.5,
      status: ['Active', 'Pending'],
      propertyType: ['Residential'],
      bbox: [-78.7, 35.7, -78.6, 35.8],
      sort: 'newest',
      page: 1,
      pageSize: 24,
    });
  });

  it.each([
    [{ q: 'x'.repeat(maxSearchTextLength + 1) }, 'q', searchMessages.q],
    [{ q: ['a', 'b'] }, 'q', searchMessages.q],
    [{ city: ' ' }, 'city', searchMessages.city],
    [{ city: 'Rale\u0000igh' }, 'city', searchMessages.city],
    [{ postalCode: '2760' }, 'postalCode', searchMessages.postalCode],
    [{ minPrice: 'cheap' }, 'minPrice', searchMessages.minPrice],
    [{ maxPrice: '-1' }, 'maxPrice', searchMessages.maxPrice],
    [{ minPrice: '5', maxPrice: '4' }, 'minPrice', searchMessages.priceRange],
    [{ minBeds: '1.5' }, 'minBeds', searchMessages.minBeds],
    [{ minBaths: '21' }, 'minBaths', searchMessages.minBaths],
    [{ propertyType: ['Land', 'Castle'] }, 'propertyType', searchMessages.propertyType],
    [{ status: 'Sold' }, 'status', searchMessages.status],
    [{ bbox: '1,2,3' }, 'bbox', searchMessages.bbox],
    [{ bbox: '3,2,1,4' }, 'bbox', searchMessages.bbox],
    [{ bbox: 'a,b,c,d' }, 'bbox', searchMessages.bbox],
    [{ bbox: '-200,0,0,1' }, 'bbox', searchMessages.bbox],
    [{ sort: 'cheapest' }, 'sort', searchMessages.sort],
    [{ page: '0' }, 'page', searchMessages.page],
    [{ pageSize: String(maxSearchPageSize + 1) }, 'pageSize', searchMessages.pageSize],
  ])('refuses %j naming %s and why', (raw, name, message) => {
    expect(problemsOf(raw)).toEqual([`${name} ${message}`]);
    expect(isCatalogueText(message)).toBe(true);
  });

  it('names every value a list parameter takes in its message', () => {
    for (const [values, message] of [
      [searchStatuses, searchMessages.status],
      [searchPropertyTypes, searchMessages.propertyType],
      [searchSorts, searchMessages.sort],
    ] as const)
      expect(message.slice(message.indexOf('one of ') + 7, -1).split(', ')).toEqual([...values]);
  });
});
