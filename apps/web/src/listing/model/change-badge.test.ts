import { describe, expect, it } from 'vitest';
import type { Notification } from '@rela/contracts';
import { changeBadges } from './change-badge';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const dayMs = 24 * 60 * 60 * 1000;

const notice = (
  listingKey: string,
  daysAgo: number,
  kind: Notification['kind'],
  title: string,
): Notification => ({
  id: `${listingKey}-${daysAgo}`,
  kind,
  listingKey,
  title,
  body: '',
  createdAt: new Date(now - daysAgo * dayMs).toISOString(),
  readAt: null,
});

describe('change badges', () => {
  it('gives each home the badge of its newest change of the last 7 days', () => {
    const badges = changeBadges(
      [
        notice('A', 1, 'price-change', 'Price ↓ $15,000 — 12 Oak St, Raleigh'),
        notice('A', 3, 'status-change', 'Now Pending — 12 Oak St, Raleigh'),
        notice('B', 2, 'price-change', 'Price ↑ $5,500 — 9 Elm St'),
        notice('C', 6.9, 'status-change', 'Now Pending — 1 Ash Ct'),
        notice('D', 7.1, 'back-on-market', 'Back on market — 2 Fir Ln'),
        notice('E', 0, 'back-on-market', 'Back on market — 2 Fir Ln'),
        notice('F', 0, 'search-match', 'New match — 4 Bay Rd'),
        notice('G', 0, 'off-market', 'No longer available — 5 Oak Rd'),
        notice('H', 0, 'search-match', 'Price ↓ $20,000 — 6 Bay Rd'),
      ],
      now,
    );
    expect(Object.fromEntries([...badges].map(([key, badge]) => [key, badge.text]))).toEqual({
      A: 'Price ↓ $15,000',
      B: 'Price ↑ $5,500',
      C: 'Pending',
      E: 'Back on market',
      F: 'New',
      H: 'Price ↓ $20,000',
    });
    expect(badges.get('A')?.tone).toBe('good');
    expect(badges.get('B')?.tone).toBe('caution');
    expect(badges.get('H')?.tone).toBe('good');
  });
});
