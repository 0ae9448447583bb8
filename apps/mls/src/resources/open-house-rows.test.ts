import { describe, expect, it } from 'vitest';
import { generateListings } from '../dataset';
import { openMls } from '../testing/client';
import { manualClock } from '../testing/manual-clock';
import { openHouseRows } from './open-house-rows';
import { openHousesOf, type OpenHouseRecord } from './open-houses';
import { createStore, type Delisting, type PropertyRow, type Store } from './store';

const anchor = new Date('2026-12-01T09:00:00.000Z');
const listings = generateListings({ count: 400, seed: 5 });

const storeOf = (delisting: Delisting = 'remove') =>
  createStore({ properties: listings }, { openedAt: anchor, delisting });

/** What a rebuild of every listing's open houses gives (how the rows were made before). */
const rebuilt = (store: Store) =>
  store.properties.flatMap((row) => openHousesOf(row, store.openedAt));

/** Active listings with open houses scheduled. */
const scheduled = (store: Store): PropertyRow[] =>
  store.properties.filter(
    (row) => row.StandardStatus === 'Active' && openHousesOf(row, anchor).length > 0,
  );

const of = (rows: readonly OpenHouseRecord[], listingKey: string) =>
  rows.filter((row) => row.ListingKey === listingKey);
const otherThan = (rows: readonly OpenHouseRecord[], listingKey: string) =>
  rows.filter((row) => row.ListingKey !== listingKey);

/** The open houses of every other listing are the very objects they were. */
const expectOthersKept = (
  before: readonly OpenHouseRecord[],
  after: readonly OpenHouseRecord[],
  listingKey: string,
) => {
  const [was, is] = [otherThan(before, listingKey), otherThan(after, listingKey)];
  expect(is).toHaveLength(was.length);
  is.forEach((openHouse, index) => expect(openHouse).toBe(was[index]));
};

describe('OpenHouse rows kept listing by listing (REQ-MLS-OPENHOUSE)', () => {
  it('are every listing’s open houses in dataset order, the same rows while nothing changes', () => {
    const store = storeOf();
    const rows = openHouseRows(store);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows).toEqual(rebuilt(store));
    expect(openHouseRows(store)).toBe(rows);
  });

  it('after a market change, makes the changed listing’s open houses anew and keeps the others', () => {
    const store = storeOf();
    const [listing] = scheduled(store);
    if (!listing) throw new Error('no listing with open houses');
    const before = openHouseRows(store);
    const at = new Date('2026-12-02T10:00:00.000Z');
    store.change(listing.ListingKey, { StandardStatus: 'Pending' }, at);
    const after = openHouseRows(store);

    expect(after).toEqual(rebuilt(store));
    const changed = of(after, listing.ListingKey);
    expect(changed.map((row) => row.OpenHouseKey)).toEqual(
      of(before, listing.ListingKey).map((row) => row.OpenHouseKey),
    );
    for (const openHouse of changed) {
      expect(openHouse).toMatchObject({
        OpenHouseStatus: 'Canceled',
        ModificationTimestamp: at.toISOString(),
      });
      expect(before).not.toContain(openHouse);
    }
    expectOthersKept(before, after, listing.ListingKey);
  });

  it('drops the open houses of a listing the feed removed, and keeps the others', () => {
    const store = storeOf('remove');
    const [listing] = scheduled(store);
    if (!listing) throw new Error('no listing with open houses');
    const before = openHouseRows(store);
    store.delist(listing.ListingKey, new Date('2026-12-02T10:00:00.000Z'));
    const after = openHouseRows(store);

    expect(of(before, listing.ListingKey).length).toBeGreaterThan(0);
    expect(of(after, listing.ListingKey)).toEqual([]);
    expect(after).toEqual(rebuilt(store));
    expectOthersKept(before, after, listing.ListingKey);
  });

  it('cancels those of a listing flagged unviewable, and adds those of new listings at the end', () => {
    const store = storeOf('flag');
    const [listing] = scheduled(store);
    if (!listing) throw new Error('no listing with open houses');
    const before = of(openHouseRows(store), listing.ListingKey);
    const at = new Date('2026-12-02T10:00:00.000Z');
    store.delist(listing.ListingKey, at);
    const newcomers = generateListings({ count: 60, seed: 6 }).filter(
      (record) => record.StandardStatus === 'Active' && !store.has(record.ListingKey),
    );
    for (const record of newcomers) store.add(record, at);
    const after = openHouseRows(store);

    expect(after).toEqual(rebuilt(store));
    expect(before.length).toBeGreaterThan(0);
    expect(of(after, listing.ListingKey).map((row) => row.OpenHouseStatus)).toEqual(
      before.map(() => 'Canceled'),
    );
    const added = new Set(newcomers.map((record) => record.ListingKey));
    const firstAdded = after.findIndex((row) => added.has(row.ListingKey));
    expect(firstAdded).toBeGreaterThan(0);
    expect(after.slice(firstAdded).every((row) => added.has(row.ListingKey))).toBe(true);
  });

  it('answers a replication query after a change with that listing’s open houses alone', async () => {
    const clock = manualClock(anchor);
    const mls = await openMls({ dataset: { properties: listings }, clock });
    const [listing] = scheduled(storeOf());
    if (!listing) throw new Error('no listing with open houses');
    const query = (mark: string) =>
      `/odata/OpenHouse?$filter=${encodeURIComponent(`ModificationTimestamp gt ${mark}`)}` +
      '&$orderby=ModificationTimestamp,OpenHouseKey&$top=50';
    // The rows are made before the change, so the answer after it comes from the kept ones.
    const first = await mls.get(query('2026-01-01T00:00:00Z'));
    expect(first.json().value.length).toBeGreaterThan(0);

    clock.advance(60_000);
    const change = await mls.app.inject({
      method: 'POST',
      url: `/dev/listings/${listing.ListingKey}`,
      payload: { StandardStatus: 'Pending' },
    });
    expect(change.statusCode, change.body).toBe(200);
    const response = await mls.get(query(anchor.toISOString()));
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value as Record<string, unknown>[];
    expect(value.length).toBeGreaterThan(0);
    for (const openHouse of value) {
      expect(openHouse).toMatchObject({
        ListingKey: listing.ListingKey,
        OpenHouseStatus: 'Canceled',
        ModificationTimestamp: clock.now().toISOString(),
      });
    }
    await mls.app.close();
  });
});
