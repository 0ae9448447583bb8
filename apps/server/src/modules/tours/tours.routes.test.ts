import {
  attributionOf,
  collaboration,
  complianceMessages,
  defaultDisplayRuleSet,
  disclaimerOf,
  errorBodySchema,
  homeTimeZone,
  instantInZone,
  itineraryOf,
  mainTourWindow,
  tourMessages,
  tourSchema,
  toursResponseSchema,
  timing,
  wallClockIn,
  windowIn,
  type Tour,
} from '@rela/contracts';
import ICAL from 'ical.js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/app';
import { drivers } from '../../../test/db';
import {
  activityEvents,
  listingNotes,
  notificationDeliveries,
  notifications,
  outbox,
  replicaEvents,
  replicaListings,
  tours,
  tourWindows,
  users,
} from '../../db/schema';
import { createSmtpTransport, startOutboxDispatcher } from '../../platform/outbox';
import { startSmtpPeer } from '../../platform/outbox/smtp-peer.test-support';
import { moveTour } from './tours.queries';
import { buildSearchWorld, giveHomes, type SearchWorld } from '../../../test/search-world';
import { deliverAlerts } from '../../../test/alerts-rig';

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
  }, 180_000);
  afterAll(() => world.close());
  // Each case starts with the buyers' hourly request allowance untouched (REQ-TOUR-LIMIT).
  beforeEach(async () => {
    for (const username of ['buyer', 'buyer2', 'lone-buyer'])
      await world.t.deps.limits.reset(`tours:request:${world.ids.get(username) ?? ''}`);
  });

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
  /**
   * A window starting `from` ms after tomorrow's 11:00 in Chicago (inside every test home's
   * showing hours, 07:00 to 21:00 on its own clock), lasting `length`.
   */
  const window = (from: number, length = HOUR) => {
    const zone = 'America/Chicago';
    const tomorrow = wallClockIn(world.t.clock.now().getTime() + DAY, zone).date;
    const start = Date.parse(instantInZone(tomorrow, '11:00', zone) ?? '') + from;
    return { start: new Date(start).toISOString(), end: new Date(start + length).toISOString() };
  };
  /** The record of a test home, and its zone. */
  const homeOf = (listingKey: string) => {
    const record = world.records.find((candidate) => candidate.ListingKey === listingKey)!;
    const zone = homeTimeZone({
      state: record.StateOrProvince,
      latitude: record.Latitude,
      longitude: record.Longitude,
    });
    return { record, zone };
  };
  /** A window at `time` on the home's own clock, `days` from today there. */
  const localWindow = (listingKey: string, days: number, time: string, length = HOUR) => {
    const { zone } = homeOf(listingKey);
    const date = wallClockIn(world.t.clock.now().getTime() + days * DAY, zone).date;
    const start = Date.parse(instantInZone(date, time, zone) ?? '');
    return { start: new Date(start).toISOString(), end: new Date(start + length).toISOString() };
  };
  /** Moves a tour's windows into the past, as if its time had come. */
  const timeHasCome = (tourId: string) =>
    world.t.db
      .update(tourWindows)
      .set({
        startAt: new Date(world.t.clock.now().getTime() - 2 * HOUR),
        endAt: new Date(world.t.clock.now().getTime() - HOUR),
      })
      .where(eq(tourWindows.tourId, tourId));
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
    await moved('buyer', tour.id, { to: 'canceled' });
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
      await request('buyer', homes[1]!, [window(-2 * DAY)]),
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
    expect(buyerNotices.map((n) => n.body)).toEqual([
      tourMessages.noticeBody(
        'proposed',
        windowIn(new Date(proposal!.start), new Date(proposal!.end), proposed.timeZone),
      ),
    ]);

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
    await timeHasCome(tour.id);
    await moved('realtor', tour.id, { to: 'completed' });
    // The times the team's performance counts (ADR 053): the realtor's proposal answered the
    // request, the buyer's acceptance confirmed it, the realtor completed it.
    const [times] = await world.t.db.select().from(tours).where(eq(tours.id, tour.id));
    expect(times?.answeredAt?.getTime()).toBeGreaterThanOrEqual(times?.createdAt.getTime() ?? 0);
    expect(times?.confirmedAt?.getTime()).toBeGreaterThanOrEqual(times?.answeredAt?.getTime() ?? 0);
    expect(times?.completedAt?.getTime()).toBeGreaterThanOrEqual(
      times?.confirmedAt?.getTime() ?? Infinity,
    );
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
    // In the itinerary's order for both sides: upcoming soonest first, then the past.
    for (const username of ['realtor', 'buyer']) {
      const listed = await listOf(username);
      const { upcoming, past } = itineraryOf(listed, world.t.clock.now().getTime());
      expect(listed.map((t) => t.id)).toEqual([...upcoming, ...past].map((t) => t.id));
      const times = upcoming.map((t) => mainTourWindow(t)!.start);
      expect(times).toEqual([...times].sort());
    }

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
    await timeHasCome(a.id);
    await moved('realtor', a.id, { to: 'completed' });
    expect((await listOf('buyer')).find((t) => t.id === a.id)?.flagged).toBe(true);
    const windows = await world.t.db.select().from(tourWindows).where(eq(tourWindows.tourId, a.id));
    expect(windows).toHaveLength(1);
  });
  it('reads and shows a tour on the home’s own clock, its zone named, with the full address in the .ics', async () => {
    const key = homes[1]!;
    const { record, zone } = homeOf(key);
    // 10:00 at the home, whatever the asker's own zone: the instant the home's clock says.
    const asked = localWindow(key, 2, '10:00');
    const tour = await requested('buyer', key, [asked]);
    expect(tour.timeZone).toBe(zone);
    expect(tour.windows[0]?.start).toBe(asked.start);
    expect(wallClockIn(Date.parse(tour.windows[0]!.start), zone).minutes).toBe(10 * 60);
    expect(tour.address).toBe(
      `${record.UnparsedAddress}, ${record.City}, ${record.StateOrProvince} ${record.PostalCode}`,
    );
    await moved('realtor', tour.id, { to: 'confirmed', windowId: tour.windows[0]!.id });
    const ics = await call('buyer', 'GET', `${toursUrl}/${tour.id}.ics`);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent')!,
    );
    expect(event.location).toBe(tour.address);
    expect(event.startDate.toJSDate().toISOString()).toBe(asked.start);
    await moved('buyer', tour.id, { to: 'canceled' });
  });

  it('refuses windows outside 07:00-21:00 on the home’s clock and a second open request, naming a confirmed one’s time', async () => {
    const key = homes[2]!;
    const { zone } = homeOf(key);
    const before = await count();
    for (const [time, length] of [
      ['00:42', HOUR],
      ['06:30', HOUR],
      ['20:30', HOUR],
    ] as const) {
      const response = await request('buyer', key, [localWindow(key, 2, time, length)]);
      expect(response.statusCode, time).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toBe(tourMessages.outsideHours);
    }
    expect(await count()).toBe(before);
    // 20:00 to 21:00 ends at the limit: allowed.
    const late = await requested('buyer', key, [localWindow(key, 2, '20:00')]);
    const again = await request('buyer', key, [localWindow(key, 3, '10:00')]);
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).message).toBe(tourMessages.alreadyRequested);
    const confirmed = await moved('realtor', late.id, {
      to: 'confirmed',
      windowId: late.windows[0]!.id,
    });
    const third = await request('buyer', key, [localWindow(key, 3, '10:00')]);
    expect(third.statusCode).toBe(409);
    const slot = confirmed.windows[0]!;
    expect(errorBodySchema.parse(third.json()).message).toBe(
      tourMessages.alreadyConfirmed(windowIn(new Date(slot.start), new Date(slot.end), zone)),
    );
    expect(await count()).toBe(before + 1);
    await moved('buyer', late.id, { to: 'canceled' });
  });

  it('refuses to mark a tour completed before its start, and completes it once begun', async () => {
    const key = homes[3]!;
    const { zone } = homeOf(key);
    const tour = await requested('buyer', key, [localWindow(key, 2, '10:00')]);
    const slot = tour.windows[0]!;
    await moved('realtor', tour.id, { to: 'confirmed', windowId: slot.id });
    const early = await move('realtor', tour.id, { to: 'completed' });
    expect(early.statusCode).toBe(409);
    expect(errorBodySchema.parse(early.json()).message).toBe(
      tourMessages.completeBeforeStart(windowIn(new Date(slot.start), new Date(slot.end), zone)),
    );
    const [row] = await world.t.db.select().from(tours).where(eq(tours.id, tour.id));
    expect(row?.state).toBe('confirmed');
    await timeHasCome(tour.id);
    expect((await moved('realtor', tour.id, { to: 'completed' })).state).toBe('completed');
  });

  it('checks the home’s status when the request is made: Pending or Withdrawn is refused, Active Under Contract is not', async () => {
    const key = homes[1]!;
    const setStatus = (status: string) =>
      world.t.db.update(replicaListings).set({ status }).where(eq(replicaListings.listingKey, key));
    const before = await count();
    for (const status of ['Pending', 'Withdrawn']) {
      await setStatus(status);
      const response = await request('buyer', key, [localWindow(key, 2, '10:00')]);
      expect(response.statusCode, status).toBe(409);
      expect(errorBodySchema.parse(response.json()).message).toBe(tourMessages.notTourable(status));
    }
    expect(await count()).toBe(before);
    await setStatus('Active Under Contract');
    const tour = await requested('buyer', key, [localWindow(key, 2, '10:00')]);
    await moved('buyer', tour.id, { to: 'canceled' });
    await setStatus('Active');
  });

  it('limits a buyer’s requests per hour with a 429, Retry-After and the catalogue’s sentence; other buyers are not held', async () => {
    const key = homes[2]!;
    const before = await count();
    for (let i = 0; i < collaboration.tourRequestsMax; i += 1)
      expect((await request('buyer', key, [window(-2 * DAY)])).statusCode).toBe(400);
    const limited = await request('buyer', key, [localWindow(key, 2, '10:00')]);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(collaboration.tourRequestWindowMs / 1000);
    expect(errorBodySchema.parse(limited.json()).message).toBe(
      tourMessages.tooManyRequests(Math.ceil(retryAfter / 60)),
    );
    expect(await count()).toBe(before);
    expect((await request('buyer2', homes[4]!, [window(-2 * DAY)])).statusCode).toBe(400);
  });

  it('pages the tour list in the itinerary’s order and lists one home’s tours', async () => {
    const all = toursResponseSchema.parse(
      (await call('realtor', 'GET', `${toursUrl}?limit=100`)).json(),
    );
    expect(all.nextOffset).toBeNull();
    expect(all.items.length).toBeGreaterThan(3);
    const paged: Tour[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page = toursResponseSchema.parse(
        (await call('realtor', 'GET', `${toursUrl}?limit=2&offset=${offset}`)).json(),
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items);
      offset = page.nextOffset;
    }
    expect(paged.map((t) => t.id)).toEqual(all.items.map((t) => t.id));
    expect((await call('realtor', 'GET', `${toursUrl}?limit=101`)).statusCode).toBe(400);
    const ofHome = await listOf('buyer', `?listingKey=${homes[1]}`);
    expect(ofHome.length).toBeGreaterThan(0);
    expect(ofHome.every((t) => t.listingKey === homes[1])).toBe(true);
  });

  it('says when in the notices and e-mails, links the e-mail to the tour and attaches the .ics to the confirmation', async () => {
    const key = homes[0]!;
    const { zone } = homeOf(key);
    const tour = await requested('buyer', key, [localWindow(key, 3, '09:30')]);
    const slot = tour.windows[0]!;
    const when = windowIn(new Date(slot.start), new Date(slot.end), zone);
    expect(when).toMatch(/ [A-Z]{1,4}T$/);
    const noticesOf = (username: string, kind: 'tour-requested' | 'tour-updated') =>
      world.t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, world.ids.get(username) ?? ''),
            eq(notifications.kind, kind),
          ),
        );
    const asked = (await noticesOf('realtor', 'tour-requested')).find(
      (n) => n.data.tourId === tour.id,
    );
    expect(asked?.body).toBe(tourMessages.noticeBody('requested', when));
    await moved('realtor', tour.id, { to: 'confirmed', windowId: slot.id });
    const told = (await noticesOf('buyer', 'tour-updated')).find(
      (n) => n.data.tourId === tour.id && n.data.state === 'confirmed',
    );
    expect(told?.body).toBe(tourMessages.noticeBody('confirmed', when));
    // The bell's item names the tour, never the calendar text.
    const bell = await call('buyer', 'GET', '/api/notifications');
    expect(bell.body).toContain(tour.id);
    expect(bell.body).not.toContain('BEGIN:VCALENDAR');

    // Tours' e-mails go "only if unread" by default: once the wait is over, the notice unread.
    world.t.clock.advance(timing.unreadEmailDelayMs);
    await deliverAlerts(world.t);
    const mails = await world.t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, tourMessages.updatedNotice('confirmed', tour.address ?? '')));
    const mail = mails.find(
      (row) => row.recipient === 'buyer@rela.example' && row.bodyText.includes(tour.id),
    );
    expect(mail?.bodyText).toContain(when);
    expect(mail?.bodyText).toContain(`/tours?tour=${tour.id}`);
    expect(mail?.bodyText).not.toContain('/home');
    expect(mail?.attachments).toHaveLength(1);
    const attached = mail!.attachments![0]!;
    expect(attached.filename).toMatch(/^rela-tour-[\w-]+\.ics$/);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(attached.content)).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(slot.start);
    expect(event.location).toBe(tour.address);

    // Over real SMTP the file goes as a text/calendar part.
    const peer = await startSmtpPeer();
    try {
      const dispatcher = startOutboxDispatcher({
        db: world.t.db,
        transport: createSmtpTransport({ url: peer.url, from: 'Rela <no-reply@rela.test>' }),
        clock: world.t.clock,
        logger: { info: () => {}, warn: () => {}, error: () => {} },
        intervalMs: 0,
      });
      // Every pass until the file is sent: the earlier tests' e-mails are due too.
      const sent = () => peer.received.find((m) => m.raw.includes(attached.filename));
      while (!sent() && (await dispatcher.runOnce()) > 0);
      await dispatcher.stop();
      const raw = sent()?.raw ?? '';
      expect(raw).toMatch(/Content-Type: text\/calendar/i);
      expect(raw).toContain(`filename=${attached.filename}`);
    } finally {
      await peer.close();
    }
    await moved('buyer', tour.id, { to: 'canceled' });
  });
  it('carries the home’s attribution and disclaimer in its answers and .ics; once the seller withholds the listing, the tour stays private and a new request is 404', async () => {
    const [extra, other] = world.records
      .filter(
        (record) =>
          record.StandardStatus === 'Active' &&
          record.ListingKey !== world.offMarket &&
          !homes.includes(record.ListingKey),
      )
      .map((record) => record.ListingKey);
    await giveHomes(world, 'buyer', [extra!, other!]);
    const [held] = await world.t.db
      .select()
      .from(replicaListings)
      .where(eq(replicaListings.listingKey, extra!));
    const attribution = attributionOf(held!.record, defaultDisplayRuleSet);
    const disclaimer = disclaimerOf(defaultDisplayRuleSet, held!.syncedAt);
    expect(attribution?.full).toMatch(/^Listing courtesy of /);

    const tour = await requested('buyer', extra!, [window(3 * DAY)]);
    expect(tour).toMatchObject({ attribution, disclaimer });
    const confirmed = await moved('realtor', tour.id, {
      to: 'confirmed',
      windowId: tour.windows[0]!.id,
    });
    expect(confirmed).toMatchObject({ attribution, disclaimer });
    const icsOf = async (username: string) => {
      const response = await call(username, 'GET', `${toursUrl}/${tour.id}.ics`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      return new ICAL.Event(
        new ICAL.Component(ICAL.parse(response.body)).getFirstSubcomponent('vevent')!,
      );
    };
    const shared = await icsOf('buyer');
    expect(shared.description).toBe(`${attribution!.full}\n\n${disclaimer}`);
    expect(shared.location).toBe(tour.address);

    // The seller keeps the whole listing off client display (REQ-DISPLAY-WITHHELD).
    const street = String(held!.record.UnparsedAddress);
    const withhold = (value: boolean | null) =>
      world.t.db
        .update(replicaListings)
        .set({
          record:
            value === null
              ? held!.record
              : { ...held!.record, InternetEntireListingDisplayYN: value },
        })
        .where(eq(replicaListings.listingKey, extra!));
    await withhold(false);
    try {
      // The arranged tour stays, a private arrangement: the buyer reads the place only, no lines.
      const mine = (await listOf('buyer')).find((t) => t.id === tour.id)!;
      expect(mine).toMatchObject({
        state: 'confirmed',
        addressDisplay: 'on-request',
        attribution: null,
        disclaimer: null,
      });
      expect(mine.address).not.toContain(street);
      const buyerIcs = await icsOf('buyer');
      expect(buyerIcs.location).toBe(complianceMessages.address.onRequest);
      expect(buyerIcs.description ?? '').not.toContain('Listing courtesy');
      expect(buyerIcs.summary).not.toContain(street);
      // The realtor works with the listing: the street and the lines.
      const theirs = (await listOf('realtor')).find((t) => t.id === tour.id)!;
      expect(theirs).toMatchObject({ attribution, disclaimer });
      expect(theirs.address).toContain(street);
      expect((await icsOf('realtor')).description).toContain(attribution!.full);

      // A new request of a withheld home is answered as for a home Rela does not know.
      await world.t.db
        .update(replicaListings)
        .set({
          record: sql`${replicaListings.record} || '{"InternetEntireListingDisplayYN": false}'::jsonb`,
        })
        .where(eq(replicaListings.listingKey, other!));
      const count = async () => [
        (await world.t.db.select().from(tours)).length,
        (await world.t.db.select().from(tourWindows)).length,
        (await world.t.db.select().from(notifications)).length,
      ];
      const before = await count();
      const refused = await request('buyer', other!, [window(4 * DAY)]);
      expect(refused.statusCode).toBe(404);
      expect(errorBodySchema.parse(refused.json()).message).toBe(tourMessages.notInList);
      expect(await count()).toEqual(before);
    } finally {
      await withhold(null);
      await world.t.db
        .update(replicaListings)
        .set({ record: sql`${replicaListings.record} - 'InternetEntireListingDisplayYN'` })
        .where(eq(replicaListings.listingKey, other!));
    }
    await moved('buyer', tour.id, { to: 'canceled' });
  });
});
