import {
  collaboration,
  instantInZone,
  tourSchema,
  toursResponseSchema,
  wallClockIn,
} from '@rela/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { householdOf } from '../../../test/household-of-two';
import { buildSearchWorld, type SearchWorld } from '../../../test/search-world';
import {
  activityEvents,
  buyerHomes,
  listingNotes,
  notifications,
  tours,
  users,
} from '../../db/schema';

const toursUrl = '/api/rela/tours';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Tours of a household of two under one realtor (ADR 049, REQ-HOUSEHOLD-NEWS): the household's,
 * asked by a member; every member and the realtor see and move it, each hears of a change once
 * (never the one who made it), each downloads their own `.ics`; the hourly limit is the household's.
 */
describe.each(drivers)('tours of a household (%s)', (driver) => {
  let world: SearchWorld;
  let homes: string[];
  let householdId: string;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    world = await buildSearchWorld(driver);
    const [realtor] = await world.t.db.select().from(users).where(eq(users.username, 'realtor'));
    ids.set('realtor', realtor!.id);
    const household = await householdOf(
      world.t.db,
      [
        { username: 'alex', firstName: 'Alex' },
        { username: 'sam', firstName: 'Sam' },
      ],
      realtor!.id,
    );
    householdId = household.householdId;
    for (const member of household.members) ids.set(member.username, member.id);
    homes = world.records
      .filter(
        (record) => record.StandardStatus === 'Active' && record.ListingKey !== world.offMarket,
      )
      .slice(0, 3)
      .map((record) => record.ListingKey);
    await world.t.db
      .insert(buyerHomes)
      .values(
        homes.map((listingKey, position) => ({ buyerId: householdId, listingKey, position })),
      );
  }, 180_000);
  afterAll(() => world.close());

  const call = async (
    username: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    world.t.app.inject({
      method,
      url,
      headers: await world.as(username),
      ...(payload ? { payload } : {}),
    });
  /** A window `from` ms after tomorrow's 11:00 in Chicago (inside every test home's hours). */
  const window = (from: number, length = HOUR) => {
    const zone = 'America/Chicago';
    const tomorrow = wallClockIn(world.t.clock.now().getTime() + DAY, zone).date;
    const start = Date.parse(instantInZone(tomorrow, '11:00', zone) ?? '') + from;
    return { start: new Date(start).toISOString(), end: new Date(start + length).toISOString() };
  };
  const request = (username: string, listingKey: string) =>
    call(username, 'POST', toursUrl, { listingKey, windows: [window(DAY)], note: '' });
  const moved = async (username: string, id: string, body: Record<string, unknown>) => {
    const response = await call(username, 'POST', `${toursUrl}/${id}/transition`, body);
    expect(response.statusCode, response.body).toBe(200);
    return tourSchema.parse(response.json());
  };
  const listOf = async (username: string, query = '') => {
    const response = await call(username, 'GET', `${toursUrl}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return toursResponseSchema.parse(response.json()).items.map((tour) => tour.id);
  };
  const noticesOf = (tourId: string, kind: 'tour-requested' | 'tour-updated') =>
    world.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, kind), inArray(notifications.userId, [...ids.values()])))
      .then((rows) => rows.filter((row) => row.data.tourId === tourId));
  const whoHeard = async (tourId: string, state: string) => {
    const byId = new Map([...ids].map(([name, id]) => [id, name]));
    return (await noticesOf(tourId, 'tour-updated'))
      .filter((row) => row.data.state === state)
      .map((row) => byId.get(row.userId))
      .sort();
  };

  it('is the household’s: any member asks, every member and the realtor list it and move it, each told once', async () => {
    const response = await request('alex', homes[0]!);
    expect(response.statusCode, response.body).toBe(201);
    const tour = tourSchema.parse(response.json());
    const [row] = await world.t.db.select().from(tours).where(eq(tours.id, tour.id));
    expect(row).toMatchObject({ buyerId: householdId, requestedBy: ids.get('alex') });
    expect(tour.buyer.username).toBe('alex');
    // The realtor and Sam are told of the request, once each, Alex not; the feed's line names Alex.
    expect((await noticesOf(tour.id, 'tour-requested')).map((n) => n.userId).sort()).toEqual(
      [ids.get('realtor'), ids.get('sam')].sort(),
    );
    const [line] = await world.t.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.kind, 'tour-requested'), eq(activityEvents.listingKey, homes[0]!)),
      );
    expect(line).toMatchObject({ buyerId: householdId, actorId: ids.get('alex') });

    expect(await listOf('alex')).toContain(tour.id);
    expect(await listOf('sam')).toContain(tour.id);
    expect(await listOf('realtor', '?buyer=sam')).toContain(tour.id);
    expect(await listOf('realtor', '?buyer=alex')).toContain(tour.id);
    expect(await listOf('buyer')).not.toContain(tour.id);
    expect((await call('buyer', 'GET', `${toursUrl}/${tour.id}.ics`)).statusCode).toBe(404);
    // Sam asks for the same home: the household's open tour answers (409), nothing new.
    expect((await request('sam', homes[0]!)).statusCode).toBe(409);

    // The realtor confirms: each member hears once, with the .ics; the realtor not at all.
    const confirmed = await moved('realtor', tour.id, {
      to: 'confirmed',
      windowId: tour.windows[0]!.id,
    });
    expect(confirmed.state).toBe('confirmed');
    expect(await whoHeard(tour.id, 'confirmed')).toEqual(['alex', 'sam']);
    const told = (await noticesOf(tour.id, 'tour-updated')).filter(
      (n) => n.data.state === 'confirmed',
    );
    expect(told.every((n) => typeof n.data.calendar === 'object')).toBe(true);
    for (const username of ['alex', 'sam', 'realtor']) {
      const ics = await call(username, 'GET', `${toursUrl}/${tour.id}.ics`);
      expect(ics.statusCode, username).toBe(200);
      expect(ics.body).toContain('BEGIN:VCALENDAR');
    }

    // Sam (who did not ask) cancels: Alex and the realtor hear once each; Sam does not.
    await moved('sam', tour.id, { to: 'canceled' });
    expect(await whoHeard(tour.id, 'canceled')).toEqual(['alex', 'realtor']);
  });

  it('saves the verdict as the note of the member who gave it', async () => {
    const tour = tourSchema.parse((await request('sam', homes[1]!)).json());
    await moved('realtor', tour.id, { to: 'confirmed', windowId: tour.windows[0]!.id });
    await world.t.db.update(tours).set({ state: 'completed' }).where(eq(tours.id, tour.id));
    const verdict = await call('alex', 'POST', `${toursUrl}/${tour.id}/verdict`, {
      verdict: 'love',
      note: 'VERDICT-MARKER',
      visibility: 'household',
    });
    expect(verdict.statusCode, verdict.body).toBe(200);
    const notes = await world.t.db
      .select()
      .from(listingNotes)
      .where(eq(listingNotes.listingKey, homes[1]!));
    expect(notes).toEqual([
      expect.objectContaining({
        buyerId: householdId,
        authorId: ids.get('alex'),
        visibility: 'household',
      }),
    ]);
  });

  it('counts the hourly request limit for the household, its members together', async () => {
    const key = `tours:request:${householdId}`;
    await world.t.deps.limits.reset(key);
    // Asking for a home with an open tour is refused (409) but counted, as any request.
    for (let index = 0; index < collaboration.tourRequestsMax; index += 1)
      await request(index % 2 === 0 ? 'alex' : 'sam', homes[1]!);
    const refused = await request('sam', homes[2]!);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(await world.t.db.select().from(tours).where(eq(tours.listingKey, homes[2]!))).toEqual(
      [],
    );
    await world.t.deps.limits.reset(key);
  });
});
