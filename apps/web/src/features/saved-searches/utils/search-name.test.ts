import { describe, expect, it } from 'vitest';
import { savedQuery, searchName } from './search-name';

const nameOf = (query: string) => searchName(new URLSearchParams(query));

describe('the name offered for a saved search', () => {
  it('says the place, the price range, the beds and the baths', () => {
    expect(nameOf('city=raleigh&minPrice=300000&maxPrice=500000&minBeds=3')).toBe(
      'Raleigh, $300K–$500K, 3+ beds',
    );
    expect(nameOf('q=durham&minPrice=1250000&minBaths=2')).toBe('Durham, $1.25M+, 2+ baths');
    expect(nameOf('postalCode=27603&maxPrice=450000')).toBe('27603, Up to $450K');
    expect(nameOf('bbox=-78.7,35.7,-78.6,35.8')).toBe('Map area');
  });

  it('is "All homes" without filters, and never longer than a name may be', () => {
    expect(nameOf('sort=price-asc')).toBe('All homes');
    expect(nameOf(`q=${'a'.repeat(120)}`)).toHaveLength(80);
  });

  it('keeps the filters of the query, not its order or page', () => {
    expect(savedQuery(new URLSearchParams('city=Cary&sort=newest&page=3&status=Active'))).toBe(
      'city=Cary&status=Active',
    );
  });
});
