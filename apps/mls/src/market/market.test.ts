import { describe, expect, it } from 'vitest';
import { generateListings } from '../dataset';
import { createStore } from '../resources/store';
import { openMls } from '../testing/client';
import { manualClock } from '../testing/manual-clock';
import { eventWeights } from './events';
import { createMarket } from './market';

const opensAt = new Date('2026-12-01T08:00:00.000Z');
const properties = generateListings({ count: 200, seed: 7 });
const hourMs = 3_600_000;

const marketOf = (eventsPerHour: number, seed = 7) => {
  const clock = manualClock(opensAt);
  const store = createStore({ properties });
  const market = createMarket(store, { eventsPerHour, seed, clock });
  return { clock, store, market };
};

describe('the market', () => {
  it('moves the same way for the same seed and elapsed time, however often it is asked', async () => {
    const often = marketOf(600);
    for (let minute = 0; minute < 60; minute += 1) {
      often.clock.advance(60_000);
      often.market.catchUp();
    }
    const once = marketOf(600);
    once.clock.advance(hourMs);
    once.market.catchUp();
    expect(once.market.events()).toEqual(often.market.events());
    expect(once.store.properties).toEqual(often.store.properties);
    expect([...once.store.media()]).toEqual([...often.store.media()]);

    const other = marketOf(600, 8);
    other.clock.advance(hourMs);
    other.market.catchUp();
    expect(other.market.events()).not.toEqual(once.market.events());
  });

  it('has about the asked number of events, of every kind, each stamped with its own moment', () => {
    const { clock, market, store } = marketOf(600);
    clock.advance(hourMs);
    const events = market.catchUp();
    expect(events.length).toBeGreaterThan(560);
    expect(events.length).toBeLessThanOrEqual(600);
    expect(new Set(events.map((event) => event.kind))).toEqual(
      new Set(eventWeights.map(([kind]) => kind)),
    );
    const stamps = events.map((event) => event.at);
    expect(stamps).toEqual([...stamps].sort());
    expect(stamps[0]! >= opensAt.toISOString()).toBe(true);
    const last = events.filter((event) => event.kind !== 'delisted').at(-1)!;
    expect(store.property(last.listingKey)?.ModificationTimestamp).toBe(last.at);
  });

  it('keeps the history a price change and a sale leave (REQ-MLS-DD2)', () => {
    const { clock, market, store } = marketOf(600);
    const before = new Map(store.properties.map((row) => [row.ListingKey, row]));
    clock.advance(hourMs);
    const events = market.catchUp();
    const lastOf = (kind: string) => events.filter((event) => event.kind === kind).at(-1)!;
    const cut = lastOf('price-cut');
    const cutRow = store.property(cut.listingKey);
    expect(cutRow).toMatchObject({ PriceChangeTimestamp: cut.at });
    expect(cutRow?.PreviousListPrice).toBeGreaterThan(cutRow?.ListPrice ?? Infinity);
    const sale = lastOf('closed');
    const sold = store.property(sale.listingKey);
    expect(sold).toMatchObject({
      StandardStatus: 'Closed',
      StatusChangeTimestamp: sale.at,
      CloseDate: sale.at.slice(0, 10),
    });
    expect(sold?.ClosePrice).toBeGreaterThan(0);
    expect(before.get(sale.listingKey)?.CloseDate).toBeNull();
  });

  it('retakes the photos of a listing whose photos change, and only theirs', () => {
    const { clock, market, store } = marketOf(600);
    clock.advance(hourMs);
    const events = market.catchUp();
    const alone = (kind: string) =>
      events.find(
        (event) =>
          event.kind === kind &&
          events.filter((other) => other.listingKey === event.listingKey).length === 1,
      )!;
    const photos = alone('new-photos');
    const cut = alone('price-cut');
    const photoStamps = store.mediaOf(photos.listingKey).map((m) => m.ModificationTimestamp);
    expect(new Set(photoStamps).size).toBe(1);
    expect(photoStamps[0]).toBe(photos.at);
    expect(store.mediaOf(photos.listingKey).length).toBe(
      store.property(photos.listingKey)!.PhotosCount,
    );
    // Retaken: new paths, so new bytes (a photo's bytes follow its path).
    for (const photo of store.mediaOf(photos.listingKey)) {
      expect(photo.MediaPath).toMatch(/^\/media\/[^/]+\/\d+-[0-9a-z]+\.jpg$/);
    }
    expect(store.mediaOf(cut.listingKey)[0]?.MediaPath).toBe(`/media/${cut.listingKey}/0.jpg`);
    const original = properties.find((p) => p.ListingKey === cut.listingKey)!;
    expect(store.property(cut.listingKey)!.ModificationTimestamp).toBe(cut.at);
    expect(store.property(cut.listingKey)!.ListPrice).toBeLessThan(original.ListPrice);
    expect(store.mediaOf(cut.listingKey)[0]?.ModificationTimestamp).toBe(
      original.ModificationTimestamp,
    );
  });

  it('keeps the replication order in step with its changes, as a full sort would have it', () => {
    const { clock, market, store } = marketOf(600);
    store.byModification();
    clock.advance(hourMs);
    market.catchUp();
    const kept = store.byModification().map((entry) => entry.row.ListingKey);
    const sorted = [...store.properties]
      .sort(
        (a, b) =>
          Date.parse(a.ModificationTimestamp) - Date.parse(b.ModificationTimestamp) ||
          (a.ListingKey < b.ListingKey ? -1 : 1),
      )
      .map((row) => row.ListingKey);
    expect(kept).toEqual(sorted);
  });

  it('stands still at 0 events an hour', () => {
    const { clock, market, store } = marketOf(0);
    clock.advance(24 * hourMs);
    expect(market.catchUp()).toEqual([]);
    expect(store.version).toBe(0);
  });

  it('shows its moves to a client asking for what changed since a mark', async () => {
    const clock = manualClock(opensAt);
    const mls = await openMls({
      dataset: { properties },
      clock,
      seed: 7,
      marketEventsPerHour: 120,
    });
    const mark = opensAt.toISOString();
    expect(await mls.keysOf(`ModificationTimestamp gt ${mark}`)).toEqual([]);
    clock.advance(5 * 60_000);
    const changed = await mls.keysOf(`ModificationTimestamp gt ${mark}`);
    expect(changed.length).toBeGreaterThanOrEqual(5);
    expect(changed.length).toBeLessThanOrEqual(10);
    await mls.app.close();
  });
});
