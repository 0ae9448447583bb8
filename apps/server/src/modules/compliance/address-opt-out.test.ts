import {
  complianceMessages,
  instantInZone,
  listingSearchResponseSchema,
  rawPropertiesResponseSchema,
  tourSchema,
  toursResponseSchema,
  wallClockIn,
} from '@rela/contracts';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, replicaListings, users } from '../../db/schema';
import { drivers } from '../../../test/db';
import { appendEvent, dueNow, fanOutWorker } from '../../../test/alerts-rig';
import { buildSearchWorld, giveHomes, type SearchWorld } from '../../../test/search-world';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Two Active homes of the search world in Raleigh 27603: the seller of the first withheld the address. */
const hidden = 'RELA90000001';
const shown = 'RELA90000002';

/**
 * The seller's address opt-out (REQ-DISPLAY-ADDRESS, ADR 048): every answer a buyer gets leaves out
 * the street and coordinates of such a listing; their realtor's keeps them, marked.
 */
describe.each(drivers)('the address opt-out on %s', (driver) => {
  let world: SearchWorld;
  const get = async (username: string, url: string) => {
    const answer = await world.t.app.inject({ url, headers: await world.as(username) });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  };
  const street = (key: string) =>
    world.records.find((record) => record.ListingKey === key)?.UnparsedAddress ?? '';

  beforeAll(async () => {
    world = await buildSearchWorld(driver);
    const now = world.t.clock.now();
    for (const [key, display] of [
      [hidden, false],
      [shown, true],
    ] as const) {
      await world.t.db
        .update(replicaListings)
        .set({
          record: sql`${replicaListings.record} || ${JSON.stringify({ InternetAddressDisplayYN: display })}::jsonb`,
          modifiedAt: now,
        })
        .where(eq(replicaListings.listingKey, key));
    }
    await giveHomes(world, 'buyer', [hidden, shown]);
  }, 180_000);
  afterAll(() => world.close());

  it('leaves the street and coordinates out of a buyer’s properties answer; the realtor’s has them, marked', async () => {
    const url = `/api/rela/listings/properties?listingKeys=${hidden},${shown}`;
    // The realtor asks first: their kept answer must never reach the buyer.
    const agent = rawPropertiesResponseSchema.parse((await get('realtor', url)).json());
    const client = rawPropertiesResponseSchema.parse((await get('buyer', url)).json());
    const of = (body: typeof agent, key: string) =>
      body.value.find((record) => record.ListingKey === key)!;

    expect(of(client, hidden)).toMatchObject({
      UnparsedAddress: null,
      Latitude: null,
      Longitude: null,
      City: 'Raleigh',
      PostalCode: '27603',
    });
    expect(client.display?.[hidden]?.addressDisplay).toBe('on-request');
    expect(JSON.stringify(client)).not.toContain(street(hidden));

    expect(of(agent, hidden).UnparsedAddress).toBe(street(hidden));
    expect(of(agent, hidden).Latitude).toEqual(expect.any(Number));
    expect(agent.display?.[hidden]?.addressDisplay).toBe('not-for-clients');

    for (const body of [client, agent]) {
      expect(of(body, shown).UnparsedAddress).toBe(street(shown));
      expect(of(body, shown).Latitude).toEqual(expect.any(Number));
      expect(body.display?.[shown]?.addressDisplay).toBeUndefined();
    }
    // Asked again, each gets their own kept answer.
    expect((await get('buyer', url)).json()).toEqual(client);
  });

  it('leaves them out of a buyer’s search results (no map pin); the realtor’s are marked', async () => {
    const url = '/api/rela/listings/search?postalCode=27603&pageSize=50';
    const agent = listingSearchResponseSchema.parse((await get('realtor', url)).json());
    const client = listingSearchResponseSchema.parse((await get('buyer', url)).json());
    const of = (body: typeof agent, key: string) =>
      body.items.find((item) => item.listingKey === key)!;

    expect(of(client, hidden)).toMatchObject({
      address: null,
      latitude: null,
      longitude: null,
      city: 'Raleigh',
      zipCode: '27603',
      addressDisplay: 'on-request',
      inMyList: true,
    });
    expect(JSON.stringify(client)).not.toContain(street(hidden));
    expect(of(agent, hidden)).toMatchObject({
      address: street(hidden),
      latitude: expect.any(Number),
      addressDisplay: 'not-for-clients',
    });
    for (const body of [client, agent]) {
      expect(of(body, shown)).toMatchObject({
        address: street(shown),
        latitude: expect.any(Number),
      });
      expect(of(body, shown).addressDisplay).toBeUndefined();
    }
  });

  it('never lets a buyer’s words find a listing by the street its seller withheld', async () => {
    const url = '/api/rela/listings/search?q=saunders&pageSize=50';
    const keys = async (username: string) =>
      listingSearchResponseSchema
        .parse((await get(username, url)).json())
        .items.map((item) => item.listingKey)
        .sort();
    expect(await keys('realtor')).toEqual([hidden, shown]);
    expect(await keys('buyer')).toEqual([shown]);
    expect(await keys('realtor')).toEqual([hidden, shown]);
  });

  it('names the place only in a buyer’s tour, its notice and its .ics ("Address on request")', async () => {
    const record = world.records.find((candidate) => candidate.ListingKey === hidden)!;
    const zone = 'America/New_York';
    const date = wallClockIn(world.t.clock.now().getTime() + 2 * DAY, zone).date;
    const start = Date.parse(instantInZone(date, '10:00', zone) ?? '');
    const asked = await world.t.app.inject({
      method: 'POST',
      url: '/api/rela/tours',
      headers: await world.as('buyer'),
      payload: {
        listingKey: hidden,
        windows: [
          { start: new Date(start).toISOString(), end: new Date(start + HOUR).toISOString() },
        ],
        note: '',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const tour = tourSchema.parse(asked.json());
    const place = `Raleigh, NC ${record.PostalCode}`;
    expect(tour).toMatchObject({ address: place, addressDisplay: 'on-request' });

    const confirmed = await world.t.app.inject({
      method: 'POST',
      url: `/api/rela/tours/${tour.id}/transition`,
      headers: await world.as('realtor'),
      payload: { to: 'confirmed', windowId: tour.windows[0]!.id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const realtorView = tourSchema.parse(confirmed.json());
    expect(realtorView).toMatchObject({
      address: `${street(hidden)}, ${place}`,
      addressDisplay: 'not-for-clients',
    });
    const listed = toursResponseSchema.parse((await get('buyer', '/api/rela/tours')).json());
    expect(listed.items.find((item) => item.id === tour.id)?.address).toBe(place);

    const locationOf = async (username: string) => {
      const ics = await get(username, `/api/rela/tours/${tour.id}.ics`);
      return new ICAL.Event(
        new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent')!,
      ).location;
    };
    expect(await locationOf('buyer')).toBe(complianceMessages.address.onRequest);
    expect(await locationOf('realtor')).toBe(realtorView.address);

    // The confirmation told the buyer (notice, e-mail and its .ics) without the street.
    const told = await world.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, world.ids.get('buyer') ?? ''));
    const notice = told.find((row) => (row.data as { tourId?: string }).tourId === tour.id);
    expect(notice).toBeDefined();
    expect(JSON.stringify(told)).not.toContain(street(hidden));
  });

  it('names the place only in the alert notices of a price drop, for the buyer and the realtor', async () => {
    const { db, clock } = world.t;
    const worker = await fanOutWorker(db, clock);
    try {
      await worker.runOnce();
      for (const key of [hidden, shown])
        await appendEvent(db, {
          listingKey: key,
          kind: 'price_change',
          before: 500_000,
          after: 480_000,
        });
      await dueNow(db, clock);
      await worker.runOnce();
      for (const username of ['buyer', 'realtor']) {
        const told = await db
          .select()
          .from(notifications)
          .innerJoin(users, eq(users.id, notifications.userId))
          .where(eq(users.username, username));
        const titles = told
          .filter((row) => row.notifications.kind === 'price-change')
          .map((row) => row.notifications.title);
        expect(titles.sort(), username).toEqual(
          [
            'Price ↓ $20,000 — Raleigh, NC 27603',
            `Price ↓ $20,000 — ${street(shown)}, Raleigh`,
          ].sort(),
        );
      }
    } finally {
      await worker.stop();
    }
  });

  it('never matches a saved search’s words with the street its seller withheld', async () => {
    const { db, clock } = world.t;
    const saved = await world.t.app.inject({
      method: 'POST',
      url: '/api/rela/saved-searches',
      headers: await world.as('buyer2'),
      payload: { name: 'Saunders', query: 'q=saunders' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const worker = await fanOutWorker(db, clock);
    try {
      await worker.runOnce();
      for (const key of [hidden, shown])
        await appendEvent(db, { listingKey: key, kind: 'new_listing', after: 'Active' });
      await dueNow(db, clock);
      await worker.runOnce();
      const told = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, world.ids.get('buyer2') ?? ''));
      expect(
        told.filter((row) => row.kind === 'search-match').map((row) => row.listingKey),
      ).toEqual([shown]);
    } finally {
      await worker.stop();
    }
  });
});
