import { describe, expect, it } from 'vitest';
import { generateListings } from '../dataset';
import { openHouseShare, openHousesOf } from './open-houses';
import { createStore } from './store';

const anchor = new Date('2026-12-01T09:00:00.000Z');

describe('open houses (REQ-MLS-OPENHOUSE)', () => {
  const store = createStore({ properties: generateListings({ count: 400 }) }, { openedAt: anchor });
  const active = store.properties.filter((row) => row.StandardStatus === 'Active');
  const withOpenHouses = active.filter((row) => openHousesOf(row, anchor).length > 0);

  it('are scheduled for about one Active listing in five, in the days after the server started', () => {
    expect(withOpenHouses.length / active.length).toBeGreaterThan(openHouseShare / 2);
    expect(withOpenHouses.length / active.length).toBeLessThan(openHouseShare * 2);
    for (const row of withOpenHouses) {
      for (const openHouse of openHousesOf(row, anchor)) {
        expect(openHouse.OpenHouseDate > '2026-12-01').toBe(true);
        expect(openHouse.OpenHouseDate <= '2026-12-11').toBe(true);
        expect(Date.parse(openHouse.OpenHouseStartTime)).toBeLessThan(
          Date.parse(openHouse.OpenHouseEndTime),
        );
        expect(openHouse.OpenHouseStatus).toBe('Active');
      }
    }
    const closed = store.properties.filter((row) => row.StandardStatus === 'Closed');
    expect(closed.flatMap((row) => openHousesOf(row, anchor))).toEqual([]);
  });

  it('are canceled when the listing goes under contract, stamped with the change', () => {
    const row = withOpenHouses[0];
    if (!row) throw new Error('no listing with open houses');
    const at = new Date('2026-12-02T10:00:00.000Z');
    const changed = store.change(row.ListingKey, { StandardStatus: 'Pending' }, at);
    if (!changed) throw new Error('no change');
    const after = openHousesOf(changed, anchor);
    expect(after.map((item) => item.OpenHouseKey)).toEqual(
      openHousesOf(row, anchor).map((item) => item.OpenHouseKey),
    );
    for (const openHouse of after) {
      expect(openHouse).toMatchObject({
        OpenHouseStatus: 'Canceled',
        ModificationTimestamp: at.toISOString(),
      });
    }
  });
});
