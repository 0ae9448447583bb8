import { describe, expect, it } from 'vitest';
import { listingHistory, type HistoryEventRow, type HistoryFacts } from './listing-history';

const now = new Date('2026-11-30T12:00:00.000Z');
const facts = (more: Partial<HistoryFacts> = {}): HistoryFacts => ({
  ListPrice: 480_000,
  StandardStatus: 'Active',
  OriginalListPrice: 500_000,
  PreviousListPrice: null,
  PriceChangeTimestamp: null,
  StatusChangeTimestamp: '2026-09-01T15:00:00.000Z',
  DaysOnMarket: null,
  listDate: '2026-09-01',
  ...more,
});
const event = (
  kind: HistoryEventRow['kind'],
  at: string,
  before: unknown = null,
  after: unknown = null,
): HistoryEventRow => ({ kind, modifiedAt: new Date(at), before, after });

describe('a listing history (REQ-COST-HISTORY)', () => {
  it('tells what happened before the first sync from the record alone', () => {
    const history = listingHistory(
      facts({
        StandardStatus: 'Pending',
        PreviousListPrice: 500_000,
        PriceChangeTimestamp: '2026-10-01T10:00:00Z',
        StatusChangeTimestamp: '2026-11-02T10:00:00Z',
      }),
      [],
      now,
    );
    expect(history).toEqual({
      events: [
        { at: '2026-09-01', kind: 'listed', price: 500_000 },
        {
          at: '2026-10-01T10:00:00.000Z',
          kind: 'price-change',
          price: 480_000,
          previousPrice: 500_000,
        },
        { at: '2026-11-02T10:00:00.000Z', kind: 'status-change', status: 'Pending' },
      ],
      daysOnMarket: 90,
    });
  });

  it('makes one line of an event and the record stamp of the same change', () => {
    const history = listingHistory(
      facts({
        ListPrice: 470_000,
        StandardStatus: 'Pending',
        PreviousListPrice: 480_000,
        // The MLS's own stamp of the change, a little before the record's modification time.
        PriceChangeTimestamp: '2026-11-10T09:59:00Z',
        StatusChangeTimestamp: '2026-11-20T10:00:00Z',
        DaysOnMarket: 12,
      }),
      [
        event('price_change', '2026-11-10T10:00:00Z', 480_000, 470_000),
        event('photos_changed', '2026-11-12T10:00:00Z'),
        event('status_change', '2026-11-20T10:00:00Z', 'Active', 'Pending'),
      ],
      now,
    );
    expect(history.events).toEqual([
      { at: '2026-09-01', kind: 'listed', price: 500_000 },
      {
        at: '2026-11-10T10:00:00.000Z',
        kind: 'price-change',
        price: 470_000,
        previousPrice: 480_000,
      },
      { at: '2026-11-20T10:00:00.000Z', kind: 'status-change', status: 'Pending' },
    ]);
    expect(history.daysOnMarket).toBe(12);
  });

  it('merges a new listing, a return to the market and a departure, oldest first', () => {
    const history = listingHistory(
      facts({
        OriginalListPrice: null,
        ListPrice: 455_000,
        StandardStatus: 'Withdrawn',
        StatusChangeTimestamp: '2026-11-25T00:00:00Z',
        listDate: null,
      }),
      [
        event('off_market', '2026-11-25T00:00:00Z', 'Active', 'Withdrawn'),
        event('new_listing', '2026-09-03T08:00:00Z', null, 'Coming Soon'),
        event('back_on_market', '2026-10-20T08:00:00Z', 'Pending', 'Active'),
        event('price_change', '2026-10-01T08:00:00Z', 460_000, 455_000),
      ].sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime()),
      now,
    );
    expect(history.events).toEqual([
      { at: '2026-09-03T08:00:00.000Z', kind: 'listed', price: 460_000, status: 'Coming Soon' },
      {
        at: '2026-10-01T08:00:00.000Z',
        kind: 'price-change',
        price: 455_000,
        previousPrice: 460_000,
      },
      { at: '2026-10-20T08:00:00.000Z', kind: 'back-on-market', status: 'Active' },
      { at: '2026-11-25T00:00:00.000Z', kind: 'off-market', status: 'Withdrawn' },
    ]);
    // Neither the MLS's days nor a list date: unknown.
    expect(history.daysOnMarket).toBeNull();
  });

  it('tells a status the record left the market with before the first sync as off the market', () => {
    const history = listingHistory(
      facts({ StandardStatus: 'Expired', StatusChangeTimestamp: '2026-11-01T00:00:00Z' }),
      [],
      now,
    );
    expect(history.events.at(-1)).toEqual({
      at: '2026-11-01T00:00:00.000Z',
      kind: 'off-market',
      status: 'Expired',
    });
  });

  it('takes the earliest known price as the listing price when the MLS gives no original', () => {
    const history = listingHistory(
      facts({
        OriginalListPrice: undefined,
        PreviousListPrice: 520_000,
        PriceChangeTimestamp: '2026-10-01T10:00:00Z',
      }),
      [],
      now,
    );
    expect(history.events[0]).toEqual({ at: '2026-09-01', kind: 'listed', price: 520_000 });
  });

  it('leaves out a status stamp of the listing itself and the record of a listing with nothing', () => {
    expect(listingHistory(facts(), [], now).events).toEqual([
      { at: '2026-09-01', kind: 'listed', price: 500_000 },
    ]);
    expect(
      listingHistory(
        {
          ListPrice: null,
          StandardStatus: null,
          listDate: null,
        },
        [],
        now,
      ),
    ).toEqual({ events: [], daysOnMarket: null });
  });
});
