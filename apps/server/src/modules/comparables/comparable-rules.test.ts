import { describe, expect, it } from 'vitest';
import { closedSinceOf, milesBetween, pricePerSqftOf, reasonsOf } from './comparable-rules';

describe('the comparables rules (REQ-COST-COMPARABLES)', () => {
  it('looks back twelve months to the day, in UTC', () => {
    expect(closedSinceOf(new Date('2026-11-30T23:30:00Z'))).toBe('2025-11-30');
    // No 29 February a year back: the day after.
    expect(closedSinceOf(new Date('2028-02-29T12:00:00Z'))).toBe('2027-03-01');
  });

  it('measures miles along the earth', () => {
    // New York to Los Angeles: 2,445 miles on a great circle, as atlases give it.
    const newYork = { latitude: 40.7128, longitude: -74.006 };
    const losAngeles = { latitude: 34.0522, longitude: -118.2437 };
    expect(milesBetween(newYork, losAngeles)).toBeCloseTo(2445, -1);
    const raleigh = { latitude: 35.7796, longitude: -78.6382 };
    expect(milesBetween(raleigh, { latitude: null, longitude: -78.6 })).toBeNull();
    expect(milesBetween(raleigh, raleigh)).toBe(0);
  });

  it('words nothing it does not know, and a price a square foot only with an area', () => {
    const home = { LivingArea: null, BedroomsTotal: null, Latitude: null, Longitude: null };
    expect(reasonsOf(home, home, '2026-11-01', new Date('2026-11-30T12:00:00Z'), true)).toEqual({
      distanceMiles: null,
      sizeDifferencePercent: null,
      bedroomsDifference: null,
      daysSinceClose: 29,
    });
    expect(pricePerSqftOf(410_000, 1_999)).toBe(205);
    expect(pricePerSqftOf(410_000, null)).toBeNull();
    expect(pricePerSqftOf(410_000, 0)).toBeNull();
  });
});
