import {
  collaboration,
  errorBodySchema,
  tourMessages,
  tourSchema,
  toursResponseSchema,
  type Tour,
} from '@rela/contracts';
import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/app';
import { drivers } from '../../../test/db';
import {
  activityEvents,
  listingNotes,
  notificationDeliveries,
  notifications,
  replicaEvents,
  tours,
  tourWindows,
  users,
} from '../../db/schema';
import { moveTour } from './tours.queries';
import { buildSearchWorld, giveHomes, type SearchWorld } from '../search/search.test-support';

const toursUrl = '/api/rela/tours';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(drivers)('tour requests (%s)', (driver) => {
  let world: SearchWorld;
  let homes: string[];

  beforeAll(async () => {
    world = await buildSearchWorld(driver);
    const realtor2 = await createUser(world.t.db, { username: 'realtor2', role: 'realtor' });
    await createUser(world.t.db, { username: 'buyer3', role: 'buyer', supervisorId: realtor2.id });
    const lone = await createUser(world.t.db, { username: 'lone-buyer', role: 'buyer' });
    world.ids.set('lone-buyer', lone.id);
    const [realtor] = await world.t.db.select().from(users).where(eq(users.username, 'realtor'));
    world.ids.set('realtor', realtor?.id ?? '');
    // A team lead above the realtor: sees counts elsewhere, never a tour (checklist 33).
    const lead = await createUser(world.t.db, { username: 'lead', role: 'team-leader' });
    await world.t.db
      .update(users)
      .set({ supervisorId: lead.id })
      .where(eq(users.username, 'realtor'));
    homes = world.records
      .filter(
        (record) => record.StandardStatus === 'Active' && record.ListingKey !== world.offMarket,
      )
      .slice(0, 6)
      .map((record) => record.ListingKey);
    await giveHomes(world, 'buyer', [...homes.slice(0, 4), world.offMarket]);
    await giveHomes(world, 'buyer2', homes.slice(4, 6));
    await giveHomes(world, 'lone-buyer', homes.slice(0, 1));
  }, 60_000);
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
  /** A window starting `fromNow` ms after the test clock's now, lasting `length`. */
  const window = (fromNow: number, length = HOUR) => {
    const start = world.t.clock.now().getTime() + fromNow;
    return { start: new Date(start).toISOString(), end: new Date(start + length).toISOString() };
  };
  const request = (username: string, listingKey: string, windows: unknown[], note = '') =>
    call(username, 'POST', toursUrl, { listingKey, windows, note });
  const requested = async (username: string, listingKey: string, windows: unknown[]) => {
    const response = await request(username, listingKey, windows);
    expect(response.statusCode, response.body).toBe(201);
    return tourSchema.parse(response.json());
  };
  const move = (username: string, id: string, body: Record<string, unknown>) =>
    call(username, 'POST', `${toursUrl}/${id}/transition`, body);
  const moved = async (username: string, id: string, body: Record<string, unknown>) => {
    const response = await move(username, id, body);
    expect(response.statusCode, response.body).toBe(200);
    return tourSchema.parse(response.json());
  };
  const listOf = async (username: string, query = '') =>
    toursResponseSchema.parse((await call(username, 'GET', `${toursUrl}${query}`)).json()).items;
  const count = async () => (await world.t.db.select().from(tours)).length;

  it('a buyer asks for a tour of a home on their list: both sides list it, the realtor is told', async () => {
    const tour = await requested('buyer', homes[0]!, [window(DAY), window(2 * DAY, 2 * HOUR)]);
    expect(tour).toMatchObject({
      listingKey: homes[0],
      state: 'requested',
      buyer: { username: 'buyer' },
      realtor: { username: 'realtor' },
      allowed: ['canceled'],
      flagged: false,
    });
    expect(tour.address).toBeTruthy();
    expect(tour.windows.map((w) => w.by)).toEqual(['buyer', 'buyer']);
    expect((await listOf('buyer')).map((t) => t.id)).toContain(tour.id);
    const asRealtor = (await listOf('realtor')).find((t) => t.id === tour.id);
    expect(asRealtor?.allowed).toEqual(['confirmed', 'proposed', 'declined', 'canceled']);
    expect((await listOf('realtor', '?buyer=buyer')).map((t) => t.id)).toContain(tour.id);
    expect(await listOf('buyer2')).toEqual([]);
    expect(await listOf('realtor2')).toEqual([]);
    const notices = await world.t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, world.ids.get('realtor') ?? ''),
          eq(notifications.kind, 'tour-requested'),
        ),
      );
    expect(notices.map((n) => n.title)).toEqual([
      tourMessages.requestedNotice('buyer Test', tour.address ?? ''),
    ]);
    const [delivery] = await world.t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notices[0]!.id));
    expect(delivery?.channel).toBe('email');
    const events = await world.t.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.kind, 'tour-requested'));
    expect(events.map((e) => [e.buyerId, e.listingKey, e.data])).toEqual([
      [world.ids.get('buyer'), homes[0], { tourId: tour.id }],
    ]);
  });

  it('refuses bad windows, another’s home, a realtor, an off-market home and a buyer with no realtor, writing nothing', async () => {
    const before = await count();
    const expectRefusal = async (
      response: Awaited<ReturnType<typeof call>>,
      status: number,
      message?: string,
    ) => {
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(errorBodySchema.parse(response.json()).message).toBe(message);
    };
    await expectRefusal(await request('buyer', homes[1]!, []), 400);
    await expectRefusal(
      await request('buyer', homes[1]!, [window(DAY), window(DAY), window(DAY), window(DAY)]),
      400,
    );
    await expectRefusal(
      await request('buyer', homes[1]!, [window(-HOUR)]),
      400,
      tourMessages.windowInPast,
    );
    await expectRefusal(
      await request('buyer', homes[1]!, [window(collaboration.tourHorizonMs)]),
      400,
      tourMessages.windowTooFar,
    );
    await expectRefusal(
      await request('buyer', homes[1]!, [window(DAY, 10 * 60_000)]),
      400,
      tourMessages.windowOrder,
    );
    await expectRefusal(
      await request('buyer', homes[1]!, [window(DAY, 9 * HOUR)]),
      400,
      tourMessages.windowOrder,
    );
    await expectRefusal(
      await request('buyer', homes[1]!, [{ start: 'tomorrow', end: 'later' }]),
      400,
    );
    // Another buyer's home and a key nobody has are answered alike.
    const other = await request('buyer', homes[4]!, [window(DAY)]);
    const nobody = await request('buyer', 'NOBODY00001', [window(DAY)]);
    await expectRefusal(other, 404, tourMessages.notInList);
    expect(nobody.statusCode).toBe(404);
    expect(errorBodySchema.parse(nobody.json()).message).toBe(tourMessages.notInList);
    await expectRefusal(await request('realtor', homes[0]!, [window(DAY)]), 403);
    await expectRefusal(
      await request('buyer', world.offMarket, [window(DAY)]),
      409,
      tourMessages.offMarket,
    );
    await expectRefusal(
      await request('lone-buyer', homes[0]!, [window(DAY)]),
      409,
      tourMessages.noRealtor,
    );
    expect(await count()).toBe(before);
  });

  it('follows the state table: propose, the buyer accepts, both download the same .ics; anything else is a 409 naming the allowed', async () => {
    const tour = await requested('buyer', homes[1]!, [window(DAY)]);
    const early = await move('buyer', tour.id, { to: 'confirmed', windowId: tour.windows[0]!.id });
    expect(early.statusCode).toBe(409);
    expect(errorBodySchema.parse(early.json())).toMatchObject({
      allowed: ['canceled'],
      message: tourMessages.illegalTransition('requested', ['canceled']),
    });
    expect((await move('realtor', tour.id, { to: 'proposed' })).statusCode).toBe(400);
    expect((await move('realtor', tour.id, { to: 'declined' })).statusCode).toBe(400);
    const proposedStart = new Date(world.t.clock.now().getTime() + 3 * DAY);
    proposedStart.setUTCHours(15, 30, 0, 0);
    const proposed = await moved('realtor', tour.id, {
      to: 'proposed',
      proposedStart: proposedStart.toISOString(),
    });
    expect(proposed.state).toBe('proposed');
    expect(proposed.allowed).toEqual(['canceled']);
    const proposal = proposed.windows.find((w) => w.id === proposed.proposedWindowId);
    expect(proposal).toMatchObject({ by: 'realtor', start: proposedStart.toISOString() });
    expect(Date.parse(proposal!.end) - Date.parse(proposal!.start)).toBe(
      collaboration.tourProposalMs,
    );
    // The buyer must name the proposal, not one of their own windows.
    expect(
      (await move('buyer', tour.id, { to: 'confirmed', windowId: tour.windows[0]!.id })).statusCode,
    ).toBe(400);
    const confirmed = await moved('buyer', tour.id, { to: 'confirmed', windowId: proposal!.id });
    expect(confirmed).toMatchObject({ state: 'confirmed', confirmedWindowId: proposal!.id });
    const buyerNotices = await world.t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, world.ids.get('buyer') ?? ''),
          eq(notifications.kind, 'tour-updated'),
        ),
      );
    expect(buyerNotices.map((n) => n.body)).toEqual([tourMessages.states.proposed]);

    const back = await move('realtor', tour.id, { to: 'requested' });
    expect(back.statusCode).toBe(409);
    expect(errorBodySchema.parse(back.json()).allowed).toEqual([
      'completed',
      'canceled',
      'proposed',
    ]);

    const buyerIcs = await call('buyer', 'GET', `${toursUrl}/${tour.id}.ics`);
    const realtorIcs = await call('realtor', 'GET', `${toursUrl}/${tour.id}.ics`);
    expect(buyerIcs.statusCode, buyerIcs.body).toBe(200);
    expect(buyerIcs.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(buyerIcs.headers['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.ics"$/);
    expect(realtorIcs.rawPayload.equals(buyerIcs.rawPayload)).toBe(true);
    expect(buyerIcs.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(buyerIcs.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(buyerIcs.body)).getFirstSubcomponent('vevent')!,
    );
    expect(event.uid).toBe(`tour-${tour.id}@rela`);
    expect(event.startDate.toJSDate().toISOString()).toBe(proposal!.start);
    expect(event.endDate.toJSDate().toISOString()).toBe(proposal!.end);
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.location).toBe(tour.address);
    expect(event.summary).toBe(tourMessages.icsSummary(tour.address ?? ''));
    expect((await call('realtor2', 'GET', `${toursUrl}/${tour.id}.ics`)).statusCode).toBe(404);
    expect((await call('buyer2', 'GET', `${toursUrl}/${tour.id}.ics`)).statusCode).toBe(404);

    // Completed: the buyer is asked a verdict, saved once as their note on the home.
    await moved('realtor', tour.id, { to: 'completed' });
    const [done] = (await listOf('buyer')).filter((t) => t.id === tour.id);
    expect(done).toMatchObject({ state: 'completed', allowed: [], verdictPending: true });
    expect((await listOf('realtor')).find((t) => t.id === tour.id)?.verdictPending).toBe(false);
    const verdictUrl = `${toursUrl}/${tour.id}/verdict`;
    expect((await call('realtor', 'POST', verdictUrl, { verdict: 'love' })).statusCode).toBe(403);
    const verdict = await call('buyer', 'POST', verdictUrl, { verdict: 'love', note: 'Big yard' });
    expect(verdict.statusCode, verdict.body).toBe(200);
    expect(tourSchema.parse(verdict.json()).verdictPending).toBe(false);
    expect((await call('buyer', 'POST', verdictUrl, { verdict: 'no' })).statusCode).toBe(409);
    const notes = await world.t.db
      .select()
      .from(listingNotes)
      .where(eq(listingNotes.listingKey, homes[1]!));
    expect(notes.map((n) => [n.text, n.visibility, n.authorId])).toEqual([
      [tourMessages.verdictNote('love', 'Big yard'), 'shared', world.ids.get('buyer')],
    ]);
  });

  it('a verdict before completion, a stranger and a bad id change nothing', async () => {
    const tour = await requested('buyer', homes[2]!, [window(DAY)]);
    expect(
      (await call('buyer', 'POST', `${toursUrl}/${tour.id}/verdict`, { verdict: 'no' })).statusCode,
    ).toBe(409);
    for (const username of ['realtor2', 'buyer2', 'buyer3', 'lead']) {
      expect((await move(username, tour.id, { to: 'canceled' })).statusCode).toBe(404);
      expect((await call(username, 'GET', `${toursUrl}/${tour.id}.ics`)).statusCode).toBe(404);
      const verdict = `${toursUrl}/${tour.id}/verdict`;
      expect((await call(username, 'POST', verdict, { verdict: 'no' })).statusCode).toBe(404);
    }
    expect(await listOf('lead')).toEqual([]);
    expect((await call('lead', 'GET', `${toursUrl}?buyer=buyer`)).statusCode).toBe(404);
    expect((await move('realtor', 'not-a-uuid', { to: 'canceled' })).statusCode).toBe(404);
    expect((await move('realtor', tour.id, { to: 'flying' })).statusCode).toBe(400);
    expect((await call('realtor2', 'GET', `${toursUrl}?buyer=buyer`)).statusCode).toBe(404);
    expect((await call('buyer', 'GET', `${toursUrl}/${tour.id}.ics`)).statusCode).toBe(409);
    const [row] = await world.t.db.select().from(tours).where(eq(tours.id, tour.id));
    expect(row?.state).toBe('requested');
    const declined = await moved('realtor', tour.id, { to: 'declined', reason: 'Seller away' });
    expect(declined).toMatchObject({ state: 'declined', reason: 'Seller away', allowed: [] });
  });

  it('two racing changes from the same state: exactly one wins, the other is a 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const tour = await requested('buyer', homes[3]!, [window(DAY + round * HOUR)]);
      const windowId = tour.windows[0]!.id;
      const answers = await Promise.all([
        move('realtor', tour.id, { to: 'confirmed', windowId }),
        move('realtor', tour.id, { to: 'declined', reason: 'Busy' }),
        move('realtor', tour.id, { to: 'confirmed', windowId }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      const winner = tourSchema.parse(answers.find((a) => a.statusCode === 200)!.json());
      const [row] = await world.t.db.select().from(tours).where(eq(tours.id, tour.id));
      expect(row?.state).toBe(winner.state);
      // A change read from a state the tour has left writes nothing (the conditional UPDATE).
      const stale = await moveTour(world.t.db, {
        id: tour.id,
        from: 'requested',
        to: 'canceled',
        now: world.t.clock.now(),
      });
      expect(stale).toBe(false);
      const [after] = await world.t.db.select().from(tours).where(eq(tours.id, tour.id));
      expect(after).toEqual(row);
      if (winner.state === 'confirmed') await moved('realtor', tour.id, { to: 'canceled' });
    }
  });

  it('warns the realtor of overlapping confirmed tours and flags a confirmed tour whose home went Pending', async () => {
    const a = await requested('buyer', homes[0]!, [window(5 * DAY, 2 * HOUR)]);
    const b = await requested('buyer2', homes[4]!, [window(5 * DAY + HOUR, 2 * HOUR)]);
    const c = await requested('buyer2', homes[5]!, [window(5 * DAY + 3 * HOUR, HOUR)]);
    for (const tour of [a, b, c])
      await moved('realtor', tour.id, { to: 'confirmed', windowId: tour.windows[0]!.id });
    const seen = new Map((await listOf('realtor')).map((t) => [t.id, t]));
    expect(seen.get(a.id)?.overlaps).toEqual([b.id]);
    expect(seen.get(b.id)?.overlaps).toEqual([a.id]);
    expect(seen.get(c.id)?.overlaps).toEqual([]);
    expect((await listOf('buyer')).find((t) => t.id === a.id)?.overlaps).toEqual([]);
    // Sorted by time for both sides.
    const times = (items: Tour[]) =>
      items.map(
        (t) => t.windows.find((w) => w.id === (t.confirmedWindowId ?? t.windows[0]?.id))!.start,
      );
    const realtorTimes = times(await listOf('realtor'));
    expect(realtorTimes).toEqual([...realtorTimes].sort());

    expect(seen.get(a.id)?.flagged).toBe(false);
    await world.t.db.insert(replicaEvents).values({
      listingKey: homes[0]!,
      kind: 'status_change',
      modifiedAt: new Date(world.t.clock.now().getTime() + 60_000),
      before: 'Active',
      after: 'Pending',
    });
    expect((await listOf('buyer')).find((t) => t.id === a.id)?.flagged).toBe(true);
    expect((await listOf('realtor')).find((t) => t.id === a.id)?.flagged).toBe(true);
    // The flag stays once the tour moves on.
    await moved('realtor', a.id, { to: 'completed' });
    expect((await listOf('buyer')).find((t) => t.id === a.id)?.flagged).toBe(true);
    const windows = await world.t.db.select().from(tourWindows).where(eq(tourWindows.tourId, a.id));
    expect(windows).toHaveLength(1);
  });
});
