import { describe, expect, it } from 'vitest';
import { clashingTours, heldTourWindows } from './tour-order';
import type { TourState } from './tour-states';

const window = (id: string, start: string, end: string, by: 'buyer' | 'realtor' = 'buyer') => ({
  id,
  start: `2026-12-03T${start}:00Z`,
  end: `2026-12-03T${end}:00Z`,
  by,
});

const tour = (
  listingKey: string,
  state: TourState,
  windows: ReturnType<typeof window>[],
  chosen: { confirmedWindowId?: string; proposedWindowId?: string } = {},
) => ({
  listingKey,
  state,
  windows,
  confirmedWindowId: chosen.confirmedWindowId ?? null,
  proposedWindowId: chosen.proposedWindowId ?? null,
});

/** REQ-TOUR-OVERLAP */
describe('the times a tour holds, and the buyer’s clashes', () => {
  const asked = [window('a', '15:00', '16:00'), window('b', '18:00', '19:00')];

  it('holds every asked time while requested, the confirmed or proposed one after, none once closed', () => {
    expect(heldTourWindows(tour('K1', 'requested', asked)).map((w) => w.id)).toEqual(['a', 'b']);
    expect(
      heldTourWindows(tour('K1', 'confirmed', asked, { confirmedWindowId: 'b' })).map((w) => w.id),
    ).toEqual(['b']);
    const proposal = [...asked, window('p', '20:00', '20:30', 'realtor')];
    expect(
      heldTourWindows(tour('K1', 'proposed', proposal, { proposedWindowId: 'p' })).map((w) => w.id),
    ).toEqual(['p']);
    expect(heldTourWindows(tour('K1', 'canceled', asked))).toEqual([]);
  });

  it('names the other homes’ tours a new window overlaps, never the same home’s nor back-to-back ones', () => {
    const tours = [
      tour('K1', 'confirmed', asked, { confirmedWindowId: 'a' }),
      tour('K2', 'requested', [window('c', '15:30', '16:30')]),
      tour('K3', 'requested', [window('d', '16:00', '17:00')]),
      tour('K4', 'declined', [window('e', '15:00', '16:00')]),
    ];
    const clashes = clashingTours(window('new', '15:00', '16:00'), tours, 'K2');
    expect(clashes.map(({ tour: other, window: held }) => [other.listingKey, held.id])).toEqual([
      ['K1', 'a'],
    ]);
    expect(clashingTours(window('new', '15:45', '16:15'), tours, 'K9')).toHaveLength(3);
  });
});
