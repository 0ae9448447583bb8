import type { Tour } from '@rela/contracts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An ISO instant `ms` from now. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A requested tour of `buyer` with their realtor, one buyer window tomorrow, as the server answers. */
export const tourFixture = (overrides: Partial<Tour> = {}): Tour => ({
  id: 't1',
  listingKey: 'K1',
  address: '12 Oak St, Raleigh, NC 27601',
  attribution: null,
  disclaimer: null,
  timeZone: 'America/New_York',
  buyer: { username: 'buyer', name: 'Bea Buyer' },
  realtor: { username: 'realtor', name: 'Rita Realtor' },
  state: 'requested',
  windows: [{ id: 'w1', start: fromNow(DAY), end: fromNow(DAY + HOUR), by: 'buyer' }],
  confirmedWindowId: null,
  proposedWindowId: null,
  note: '',
  reason: null,
  allowed: ['canceled'],
  flagged: false,
  overlaps: [],
  verdictPending: false,
  createdAt: fromNow(-HOUR),
  updatedAt: fromNow(-HOUR),
  ...overrides,
});
