import { openHousesOf, type OpenHouseRecord } from './open-houses';
import type { PropertyRow, Store } from './store';

const none: readonly OpenHouseRecord[] = [];

/** A store's open houses as last made, listing by listing, at each listing's place in `all`. */
type Made = {
  /** The store's version the rows were put together at. */
  version: number;
  /** The row each listing's open houses were made from. */
  from: PropertyRow[];
  /** Each listing's open houses (none once the feed dropped the listing). */
  openHouses: (readonly OpenHouseRecord[])[];
  /** Every open house of the feed, listing by listing in dataset order. */
  rows: readonly OpenHouseRecord[];
};

const made = new WeakMap<Store, Made>();

/**
 * The OpenHouse resource's rows (REQ-MLS-OPENHOUSE). A store replaces a listing's row on every
 * change and never moves a listing within `store.all`, so after a change only the listings whose
 * row is another object have their open houses made again; the others keep theirs (the same
 * objects), and a listing the feed dropped has none. Rows come in dataset order, as a rebuild of
 * every listing's open houses would give them.
 */
export const openHouseRows = (store: Store): readonly OpenHouseRecord[] => {
  let kept = made.get(store);
  if (!kept) {
    kept = { version: -1, from: [], openHouses: [], rows: none };
    made.set(store, kept);
  }
  if (kept.version === store.version) return kept.rows;
  const { all } = store;
  const rows: OpenHouseRecord[] = [];
  for (let index = 0; index < all.length; index += 1) {
    const row = all[index] as PropertyRow;
    if (kept.from[index] !== row) {
      kept.from[index] = row;
      kept.openHouses[index] =
        store.property(row.ListingKey) === row ? openHousesOf(row, store.openedAt) : none;
    }
    for (const openHouse of kept.openHouses[index] ?? none) rows.push(openHouse);
  }
  kept.rows = rows;
  kept.version = store.version;
  return rows;
};
