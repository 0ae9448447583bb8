import { describe, expect, it } from 'vitest';
import { compareDuplicates, preferredListing } from './duplicates';

const listing = (
  ListingKey: string,
  StandardStatus: string | null,
  ModificationTimestamp?: string,
) => ({
  ListingKey,
  StandardStatus,
  ModificationTimestamp: ModificationTimestamp ?? null,
});

describe('duplicate listings', () => {
  it('prefers Active, then Pending, Active Under Contract, Coming Soon, then the rest', () => {
    const ranked = [
      listing('K1', 'Closed'),
      listing('K2', 'Coming Soon'),
      listing('K3', null),
      listing('K4', 'Active Under Contract'),
      listing('K5', 'Pending'),
      listing('K6', 'Active'),
    ].sort(compareDuplicates);
    expect(ranked.map((item) => item.ListingKey)).toEqual(['K6', 'K5', 'K4', 'K2', 'K1', 'K3']);
  });

  it('breaks ties by the newest modification, then by key', () => {
    expect(
      preferredListing([
        listing('K1', 'Active', '2026-01-01T00:00:00Z'),
        listing('K2', 'Active', '2026-03-01T00:00:00Z'),
        listing('K3', 'Pending', '2026-06-01T00:00:00Z'),
      ])?.ListingKey,
    ).toBe('K2');
    expect(preferredListing([listing('B', 'Active'), listing('A', 'Active')])?.ListingKey).toBe(
      'A',
    );
    expect(preferredListing([])).toBeUndefined();
  });
});
