import { describe, expect, it } from 'vitest';
import type { ReplicaEventRow } from '../../db/schema';
import { addressOf, eventTexts } from './alert-texts';

const event = (
  kind: ReplicaEventRow['kind'],
  before: unknown = null,
  after: unknown = null,
): ReplicaEventRow => ({
  id: 7,
  listingKey: 'L7',
  kind,
  before,
  after,
  modifiedAt: new Date('2026-12-01T12:00:00Z'),
  createdAt: new Date('2026-12-01T12:00:01Z'),
});
const address = '12 Oak St, Raleigh';

/** What each change says (ADR 028): one title, the buyer's and the realtor's bodies. */
describe('the texts of a change', () => {
  it('tells a price drop and a rise with the amount, SMS only for the drop', () => {
    expect(eventTexts(event('price_change', 500_000, 485_000), address)).toMatchObject({
      kind: 'price-change',
      topic: 'price',
      sms: true,
      title: 'Price ↓ $15,000 — 12 Oak St, Raleigh',
      buyerBody: 'Now $485,000, was $500,000.',
      buyerBodyLiked: '♥ Liked · Now $485,000, was $500,000.',
      realtorBody: "{buyer}'s home · Now $485,000, was $500,000.",
      realtorBodyLiked: "{buyer}'s ♥ liked home · Now $485,000, was $500,000.",
    });
    expect(eventTexts(event('price_change', 500_000, 510_000), address)).toMatchObject({
      sms: false,
      title: 'Price ↑ $10,000 — 12 Oak St, Raleigh',
    });
    expect(eventTexts(event('price_change', null, 510_000), address)).toBeNull();
  });

  it('tells the statuses a buyer follows, back to Active as back on market, and no others', () => {
    for (const status of ['Pending', 'Active Under Contract', 'Closed', 'Withdrawn', 'Canceled']) {
      expect(eventTexts(event('status_change', 'Active', status), address)).toMatchObject({
        kind: 'status-change',
        topic: 'status',
        title: `Now ${status} — 12 Oak St, Raleigh`,
        buyerBody: 'Was Active.',
      });
    }
    expect(eventTexts(event('status_change', 'Pending', 'Active'), address)).toMatchObject({
      kind: 'back-on-market',
      title: 'Back on market — 12 Oak St, Raleigh',
      buyerBody: 'Listed again as Active.',
    });
    expect(eventTexts(event('status_change', null, 'Pending'), address)?.buyerBody).toBe(
      'Its status changed.',
    );
    for (const [before, after] of [
      ['Coming Soon', 'Active'],
      ['Active', 'Coming Soon'],
      ['Active', 'Hold'],
    ]) {
      expect(eventTexts(event('status_change', before, after), address)).toBeNull();
    }
  });

  it('tells leaving and coming back to the market; not new listings or photos', () => {
    expect(eventTexts(event('off_market', 'Active', 'Delete'), address)).toMatchObject({
      kind: 'off-market',
      title: 'No longer available — 12 Oak St, Raleigh',
    });
    expect(eventTexts(event('back_on_market', null, 'Active'), address)).toMatchObject({
      kind: 'back-on-market',
      title: 'Back on market — 12 Oak St, Raleigh',
    });
    expect(eventTexts(event('new_listing', null, 'Active'), address)).toBeNull();
    expect(eventTexts(event('photos_changed'), address)).toBeNull();
  });

  it('names the home by its street and city, or as a home on the list without an address', () => {
    expect(addressOf({ UnparsedAddress: '12 Oak St', City: 'Raleigh' })).toBe(address);
    expect(addressOf({ UnparsedAddress: '12 Oak St' })).toBe('12 Oak St');
    expect(addressOf({ City: 'Raleigh' })).toBeNull();
    // The seller withheld the street (REQ-DISPLAY-ADDRESS): the place a buyer may see.
    const withheld = {
      UnparsedAddress: '12 Oak St',
      City: 'Raleigh',
      StateOrProvince: 'NC',
      PostalCode: '27601',
    };
    expect(addressOf(withheld, false)).toBe('Raleigh, NC 27601');
    expect(eventTexts(event('off_market'), null)?.title).toBe(
      'No longer available — a home on your list',
    );
  });
});
