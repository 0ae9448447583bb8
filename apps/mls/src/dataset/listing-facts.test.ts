import { describe, expect, it } from 'vitest';
import { defaultDataset } from './generate';
import { optOutShare } from './listing-facts';
import { roster } from './roster';
import { displayChoiceFields } from './types';

/** The facts a listing carries beyond its home (REQ-MLS-DD2), over the default dataset. */
describe('listing facts', () => {
  const { properties } = defaultDataset();
  const members = new Map(roster.members.map((member) => [member.MemberKey, member]));

  it('name an agent of the roster and the office the agent works for, in the listing city', () => {
    for (const property of properties) {
      const agent = members.get(property.ListAgentKey ?? '');
      expect(agent?.MemberFullName).toBe(property.ListAgentFullName);
      expect(agent?.OfficeKey).toBe(property.ListOfficeKey);
      expect(property.ListOfficeName).toContain(property.City);
    }
  });

  it.each(displayChoiceFields)('opt about 3%% of listings out with %s', (field) => {
    const out = properties.filter((property) => property[field] === false).length;
    expect(out / properties.length).toBeGreaterThan(optOutShare / 2);
    expect(out / properties.length).toBeLessThan(optOutShare * 2);
  });

  it('cut the price of listings on the market after the day they were listed (REQ-COST-HISTORY)', () => {
    const cut = properties.filter(
      (property) => property.StandardStatus === 'Active' && property.PriceChangeTimestamp !== null,
    );
    const later = cut.filter(
      (property) =>
        (property.PriceChangeTimestamp ?? '').slice(0, 10) > property.ListingContractDate,
    );
    expect(later.length / cut.length).toBeGreaterThan(0.8);
  });

  it('close only Closed listings, and keep history in order', () => {
    for (const property of properties) {
      const closed = property.StandardStatus === 'Closed';
      expect(property.CloseDate !== null, property.ListingKey).toBe(closed);
      expect(property.ClosePrice !== null, property.ListingKey).toBe(closed);
      if (property.PreviousListPrice !== null) {
        expect(property.PriceChangeTimestamp).not.toBeNull();
        expect(property.OriginalListPrice).toBeGreaterThan(property.ListPrice);
        expect(Date.parse(property.PriceChangeTimestamp ?? '')).toBeLessThanOrEqual(
          Date.parse(property.ModificationTimestamp),
        );
      }
      expect(Date.parse(property.StatusChangeTimestamp ?? '')).toBeLessThanOrEqual(
        Date.parse(property.ModificationTimestamp),
      );
      expect(property.DaysOnMarket).toBeGreaterThanOrEqual(0);
      if (property.AssociationFee !== null) expect(property.AssociationFeeFrequency).toBeTruthy();
    }
  });
});
