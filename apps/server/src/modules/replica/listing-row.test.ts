import { describe, expect, it } from 'vitest';
import { listings } from '../../../test/replica-rig';
import { arrivedListing } from './listing-row';

const record = listings.find((listing) => listing.StandardStatus === 'Active')!;
const arrived = (fields: Record<string, unknown>) =>
  arrivedListing({ ...record, ...fields } as unknown as Record<string, unknown>);

/** REQ-MLS-OFF-MARKET: every way a provider tells that a record left the market. */
describe('a record that left the market', () => {
  it.each(['Delete', 'Withdrawn', 'Expired', 'Canceled'])(
    'is off the market with StandardStatus %s',
    (status) => {
      expect(arrived({ StandardStatus: status })?.onMarket).toBe(false);
    },
  );

  it('is off the market with MlgCanView false, on it otherwise and when sold or pending', () => {
    expect(arrived({ MlgCanView: false })?.onMarket).toBe(false);
    for (const status of ['Active', 'Pending', 'Active Under Contract', 'Coming Soon', 'Closed']) {
      expect(arrived({ StandardStatus: status, MlgCanView: true })?.onMarket, status).toBe(true);
    }
  });
});
