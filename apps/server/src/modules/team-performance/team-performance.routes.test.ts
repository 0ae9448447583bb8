import {
  errorBodySchema,
  teamAttentionResponseSchema,
  teamPerformanceMessages,
  teamPerformanceResponseSchema,
  type Role,
} from '@rela/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import {
  activityEvents,
  notificationDeliveries,
  notifications,
  performanceSends,
  tours,
  users,
} from '../../db/schema';
import { homesSentSubscriber } from './index';

const table = '/api/rela/team-performance';
const attention = '/api/rela/team-performance/attention';
const csv = '/api/rela/team-performance.csv';
const period = '?from=2026-03-01&to=2026-03-30';
/** Noon in New York (the callers' default zone) the day after the period. */
const now = new Date('2026-03-31T16:00:00Z');
const at = (iso: string) => new Date(iso);

/** What no answer may carry (REQ-PERFORMANCE-PRIVACY): a note's text, a home, a buyer's contacts. */
const secrets = ['SECRET-NOTE-TEXT', 'KEY-SECRET-1', 'KEY-SECRET-2', '@rela.example', '+1555'];

const people: readonly {
  username: string;
  role: Role;
  supervisor: string | null;
  firstName: string;
  created: string;
  phone?: string;
}[] = [
  {
    username: 'owner',
    role: 'company-owner',
    supervisor: null,
    firstName: 'Olive',
    created: '2025-06-01',
  },
  {
    username: 'lead',
    role: 'team-leader',
    supervisor: 'owner',
    firstName: 'Lee',
    created: '2025-06-01',
  },
  {
    username: 'lead2',
    role: 'team-leader',
    supervisor: 'owner',
    firstName: 'Lou',
    created: '2025-06-01',
  },
  {
    username: 'rita',
    role: 'realtor',
    supervisor: 'lead',
    firstName: 'Rita',
    created: '2025-07-01',
  },
  // A name a spreadsheet would run as a formula, unless the CSV says it is text.
  {
    username: 'ray',
    role: 'realtor',
    supervisor: 'lead',
    firstName: '=Ray',
    created: '2025-07-01',
  },
  {
    username: 'rex',
    role: 'realtor',
    supervisor: 'lead2',
    firstName: 'Rex',
    created: '2025-08-01',
  },
  {
    username: 'b1',
    role: 'buyer',
    supervisor: 'rita',
    firstName: 'Bea',
    created: '2026-01-01',
    phone: '+15550000001',
  },
  { username: 'b2', role: 'buyer', supervisor: 'rita', firstName: 'Bo', created: '2026-03-20' },
  { username: 'b3', role: 'buyer', supervisor: 'ray', firstName: 'Bix', created: '2026-01-01' },
  // Joins Bix's household (ADR 049): one buyer in every figure, named by Bix, who was first.
  { username: 'b3b', role: 'buyer', supervisor: 'ray', firstName: 'Cy', created: '2026-01-02' },
];

/**
 * The team's performance (ADR 053) over a world built for it: known events, notes and answers,
 * tours, sends and alert e-mails at known times, read by each role through the three calls.
 */
describe.each(drivers)('team performance (%s)', (driver) => {
  let t: TestApp;
  const ids = new Map<string, string>();
  const id = (username: string) => ids.get(username) ?? '';
  const tokens = new Map<string, string>();
  const get = async (username: string, url: string) => {
    const token = tokens.get(username) ?? (await loginAs(t.app, username));
    tokens.set(username, token);
    return t.app.inject({ method: 'GET', url, headers: bearer(token) });
  };
  const tableOf = async (username: string, query = period) => {
    const response = await get(username, `${table}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return teamPerformanceResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await buildTestApp({ driver, env: { LOGIN_LIMIT_PER_MINUTE: '1000' } });
    for (const person of people) {
      const row = await createUser(t.db, {
        username: person.username,
        role: person.role,
        supervisorId: person.supervisor ? id(person.supervisor) : null,
        firstName: person.firstName,
        phone: person.phone ?? null,
      });
      ids.set(person.username, row.id);
      await t.db
        .update(users)
        .set({ createdAt: at(`${person.created}T12:00:00Z`) })
        .where(eq(users.id, row.id));
    }
    // Bix made the household on 1 January; Cy, made a day later, joined it on the 5th.
    await t.db
      .update(users)
      .set({ householdId: id('b3'), joinedHouseholdAt: at('2026-01-05T12:00:00Z') })
      .where(eq(users.id, id('b3b')));
    await t.db
      .update(users)
      .set({ joinedHouseholdAt: at('2026-01-01T12:00:00Z') })
      .where(eq(users.id, id('b3')));
    const b1 = id('b1');
    const event = (kind: string, iso: string, buyer = b1) =>
      ({ buyerId: buyer, actorId: buyer, kind, listingKey: 'KEY-SECRET-1', at: at(iso) }) as const;
    await t.db.insert(activityEvents).values([
      // 23:30 in New York on 28 February: the previous period's, by the caller's calendar.
      event('viewed', '2026-03-01T04:30:00Z'),
      event('viewed', '2026-02-10T12:00:00Z'),
      event('viewed', '2026-03-05T14:00:00Z'),
      event('viewed', '2026-03-05T15:00:00Z'),
      event('viewed', '2026-03-10T14:00:00Z'),
      event('liked', '2026-03-10T15:00:00Z'),
      event('removed', '2026-03-12T15:00:00Z'),
      event('added-from-search', '2026-03-12T16:00:00Z'),
      event('added-from-search', '2026-03-12T16:05:00Z'),
      event('viewed', '2026-03-25T15:00:00Z', id('b2')),
    ] as (typeof activityEvents.$inferInsert)[]);
    // Written through the notes' call, each at its time, so that each answer is stamped as it is
    // in use (ADR 053).
    const note = async (author: string, iso: string, visibility = 'shared') => {
      t.clock.set(at(iso));
      const query = author === 'b1' ? '' : '?buyer=b1';
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/rela/listings/KEY-SECRET-1/notes${query}`,
        headers: bearer(await loginAs(t.app, author)),
        payload: { text: 'SECRET-NOTE-TEXT', visibility },
      });
      expect(response.statusCode).toBe(201);
    };
    await note('b1', '2026-02-10T00:00:00Z');
    await note('rita', '2026-02-10T00:30:00Z');
    await note('b1', '2026-03-02T10:00:00Z');
    await note('rita', '2026-03-02T12:00:00Z');
    await note('b1', '2026-03-03T10:00:00Z', 'private');
    await note('b1', '2026-03-03T11:00:00Z', 'household');
    await note('b1', '2026-03-19T00:00:00Z');
    await note('rita', '2026-03-20T00:00:00Z');
    await note('rita', '2026-03-21T00:00:00Z', 'private');
    await note('b1', '2026-03-29T12:00:00Z');
    const tour = (iso: string, state: string, times: Partial<typeof tours.$inferInsert> = {}) => ({
      buyerId: b1,
      realtorId: id('rita'),
      listingKey: 'KEY-SECRET-2',
      state: state as 'requested',
      note: 'SECRET-NOTE-TEXT',
      createdAt: at(iso),
      updatedAt: at(iso),
      ...times,
    });
    await t.db.insert(tours).values([
      tour('2026-03-04T00:00:00Z', 'completed', {
        answeredAt: at('2026-03-04T06:00:00Z'),
        confirmedAt: at('2026-03-04T06:00:00Z'),
        completedAt: at('2026-03-08T18:00:00Z'),
      }),
      tour('2026-03-15T00:00:00Z', 'canceled'),
      tour('2026-03-30T00:00:00Z', 'requested'),
    ]);
    await t.db
      .insert(performanceSends)
      .values([
        { householdId: b1, senderId: id('rita'), homes: 2, at: at('2026-02-06T12:00:00Z') },
      ]);
    const [notice, notice2, notice3] = await t.db
      .insert(notifications)
      .values(
        ['b1', 'b1', 'b3'].map((buyer, index) => ({
          userId: id(buyer),
          kind: 'price-change' as const,
          dedupeKey: `test:${index}`,
          title: 'KEY-SECRET-1',
          body: 'SECRET-NOTE-TEXT',
        })),
      )
      .returning();
    const delivery = (
      notificationId: string,
      user: string,
      iso: string,
      state: 'sent' | 'skipped',
    ) => ({
      notificationId,
      userId: id(user),
      channel: 'email' as const,
      state,
      dueAt: at(iso),
      doneAt: at(iso),
    });
    await t.db
      .insert(notificationDeliveries)
      .values([
        delivery(notice!.id, 'b1', '2026-03-07T12:00:00Z', 'sent'),
        delivery(notice2!.id, 'b1', '2026-03-07T12:00:00Z', 'skipped'),
        delivery(notice3!.id, 'b3', '2026-02-20T12:00:00Z', 'sent'),
      ]);
    // The send of 6 March through the reaction the `homes-sent` event runs.
    await homesSentSubscriber.handle(
      {
        type: 'homes-sent',
        buyerId: b1,
        senderId: id('rita'),
        listingKeys: ['KEY-SECRET-1', 'KEY-SECRET-2', 'KEY-3', 'KEY-4'],
        at: '2026-03-06T12:00:00.000Z',
      },
      { db: t.db, clock: t.clock, emit: async () => {}, eventId: 'test-send-1' },
    );
    t.clock.set(now);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("counts each figure of a lead's realtors in both periods, on the caller's calendar", async () => {
    const answer = await tableOf('lead');
    expect(answer.period).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(answer.previousPeriod).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(answer.scope).toBe('realtors');
    expect(answer.rows.map((row) => row.username)).toEqual(['ray', 'rita']);
    const rita = answer.rows.find((row) => row.username === 'rita');
    expect(rita?.current).toEqual({
      activeBuyers: 2,
      buyers: 2,
      homesSent: 4,
      homesAdded: 2,
      // Bea's three openings and Bo's one.
      homesOpened: 4,
      homesLiked: 1,
      homesRemoved: 1,
      // Notes answered in 120 and 1,440 minutes, a tour in 360; a note and a tour still wait.
      responses: { answered: 3, unanswered: 2, medianMinutes: 360, p90Minutes: 1224 },
      toursRequested: 3,
      toursConfirmed: 1,
      toursCompleted: 1,
      quietBuyers: 0,
      alertsSent: 1,
      alertsOpened: null,
    });
    expect(rita?.previous).toMatchObject({
      activeBuyers: 1,
      buyers: 1,
      homesSent: 2,
      homesOpened: 2,
      responses: { answered: 1, unanswered: 0, medianMinutes: 30, p90Minutes: 30 },
      toursRequested: 0,
      quietBuyers: 0,
      alertsSent: 0,
    });
    expect(rita?.trend).toHaveLength(30);
    expect(rita?.trend[4]).toBe(2);
    expect(rita?.trend[9]).toBe(2);
    expect(rita?.trend[11]).toBe(1);
    expect(rita?.trend[24]).toBe(1);
    expect(rita?.trend.reduce((sum, n) => sum + n, 0)).toBe(6);
    const ray = answer.rows.find((row) => row.username === 'ray');
    expect(ray?.name).toBe('=Ray Test');
    expect(ray?.current).toMatchObject({ buyers: 1, activeBuyers: 0, quietBuyers: 1 });
    expect(ray?.previous).toMatchObject({ buyers: 1, quietBuyers: 1, alertsSent: 1 });
    expect(answer.total.current).toMatchObject({
      buyers: 3,
      activeBuyers: 2,
      quietBuyers: 1,
      responses: { answered: 3, unanswered: 2, medianMinutes: 360, p90Minutes: 1224 },
    });
    expect(answer.total.previous).toMatchObject({ buyers: 2, quietBuyers: 1, alertsSent: 1 });
  });

  it("gives an owner a row per lead summing its realtors, and one lead's realtors with lead=", async () => {
    const answer = await tableOf('owner');
    expect(answer.scope).toBe('team-leaders');
    expect(answer.rows.map((row) => [row.username, row.role, row.realtors])).toEqual([
      ['lead', 'team-leader', 2],
      ['lead2', 'team-leader', 1],
    ]);
    const lead = answer.rows[0];
    expect(lead?.current).toMatchObject({ buyers: 3, homesSent: 4, quietBuyers: 1 });
    expect(lead?.current.responses).toEqual({
      answered: 3,
      unanswered: 2,
      medianMinutes: 360,
      p90Minutes: 1224,
    });
    expect(answer.rows[1]?.current).toMatchObject({ buyers: 0, activeBuyers: 0 });
    const one = await tableOf('owner', `${period}&lead=lead`);
    expect(one.scope).toBe('realtors');
    expect(one.rows.map((row) => row.username)).toEqual(['ray', 'rita']);
    expect(one.total).toEqual((await tableOf('lead')).total);
  });

  it('gives a realtor their own figures alone', async () => {
    const answer = await tableOf('rita');
    expect(answer.scope).toBe('self');
    expect(answer.rows.map((row) => row.username)).toEqual(['rita']);
    expect(answer.rows[0]?.current.homesSent).toBe(4);
  });

  it('defaults to the last 30 days and trends per week past 31 days', async () => {
    const answer = await tableOf('lead', '');
    expect(answer.period).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    const long = await tableOf('lead', '?from=2026-01-01&to=2026-03-31');
    expect(long.rows[0]?.trend).toHaveLength(13);
    const rita = long.rows.find((row) => row.username === 'rita');
    expect(rita?.trend.reduce((sum, n) => sum + n, 0)).toBe(8);
  });

  it('looks for a quiet buyer before the previous period when a period is shorter than 14 days', async () => {
    // 21 to 23 March before 24 to 26: Bea's last events (10 and 12 March) and Rita's answer (20
    // March) fall before the previous period, within its 14 days: she was not quiet.
    const answer = await tableOf('lead', '?from=2026-03-24&to=2026-03-26');
    const rita = answer.rows.find((row) => row.username === 'rita');
    expect(rita?.previous).toMatchObject({ buyers: 2, activeBuyers: 0, quietBuyers: 0 });
    expect(rita?.current).toMatchObject({ buyers: 2, activeBuyers: 1, quietBuyers: 0 });
    expect(rita?.trend).toEqual([0, 1, 0]);
  });

  it('lists what needs attention, oldest first, where the caller can act or who should', async () => {
    const forLead = teamAttentionResponseSchema.parse((await get('lead', attention)).json());
    expect(forLead.items.map((item) => [item.kind, item.buyer?.username, item.since])).toEqual([
      ['quiet-buyer', 'b3', '2026-01-01T12:00:00.000Z'],
      ['unanswered-note', 'b1', '2026-03-29T12:00:00.000Z'],
      ['unanswered-tour', 'b1', '2026-03-30T00:00:00.000Z'],
    ]);
    expect(forLead.total).toBe(3);
    expect(forLead.items[0]).toMatchObject({
      realtor: { username: 'ray', name: '=Ray Test' },
      buyer: { username: 'b3', name: 'Bix Test' },
      who: teamPerformanceMessages.askRealtorToReachOut('=Ray Test'),
    });
    expect(forLead.items[1]?.who).toBe(teamPerformanceMessages.askRealtor('Rita Test'));
    expect(forLead.items.every((item) => item.href === undefined)).toBe(true);

    const forOwner = teamAttentionResponseSchema.parse((await get('owner', attention)).json());
    expect(forOwner.items.map((item) => item.kind)).toEqual([
      'realtor-without-buyers',
      'quiet-buyer',
      'unanswered-note',
      'unanswered-tour',
    ]);
    expect(forOwner.items[0]).toMatchObject({ realtor: { username: 'rex' }, href: '/leaders' });

    const forRita = teamAttentionResponseSchema.parse((await get('rita', attention)).json());
    const [tour] = await t.db
      .select({ id: tours.id })
      .from(tours)
      .where(eq(tours.state, 'requested'));
    expect(forRita.items.map((item) => [item.kind, item.href])).toEqual([
      ['unanswered-note', '/activity'],
      ['unanswered-tour', `/tours?tour=${tour?.id}`],
    ]);
  });

  it('exports the table as CSV, a header first, the total last, no field run as a formula', async () => {
    const response = await get('lead', `${csv}${period}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      'rela-team-performance-2026-03-01-2026-03-30.csv',
    );
    const lines = response.body.trimEnd().split('\r\n');
    const columns = teamPerformanceMessages.csvColumns;
    expect(lines[0]?.startsWith(`${columns.name},${columns.username},${columns.role}`)).toBe(true);
    expect(lines[0]).toContain(teamPerformanceMessages.csvPrevious(columns.homesSent));
    expect(lines).toHaveLength(4);
    expect(lines[1]?.startsWith("'=Ray Test,ray,Realtor,,2026-03-01,2026-03-30,0,1,")).toBe(true);
    expect(lines[2]).toMatch(
      /^Rita Test,rita,Realtor,,2026-03-01,2026-03-30,2,2,4,2,4,1,1,3,2,360,1224,3,1,1,0,1,,/,
    );
    expect(lines[3]?.startsWith(`${teamPerformanceMessages.csvTotal},,,,2026-03-01`)).toBe(true);
  });

  it("never tells a note, a home or a buyer's contact details, in any answer (REQ-PERFORMANCE-PRIVACY)", async () => {
    for (const username of ['owner', 'lead', 'rita']) {
      for (const url of [`${table}${period}`, attention, `${csv}${period}`, `${table}?lead=lead`]) {
        const response = await get(username, url);
        for (const secret of secrets) expect(response.body).not.toContain(secret);
      }
    }
  });

  it('refuses a buyer (403), a lead nobody of the owner leads (404) and bad periods (400)', async () => {
    for (const url of [table, attention, csv]) {
      const response = await get('b1', url);
      expect(response.statusCode).toBe(403);
      expect(errorBodySchema.parse(response.json()).message).toBe(
        teamPerformanceMessages.notForBuyers,
      );
    }
    const notFound = [
      ['owner', '?lead=rita'],
      ['owner', '?lead=nobody'],
      ['lead', '?lead=lead'],
      ['rita', '?lead=lead'],
    ];
    for (const [username, query] of notFound) {
      const response = await get(username!, `${table}${query}`);
      expect(response.statusCode, `${username} ${query}`).toBe(404);
      expect(errorBodySchema.parse(response.json()).message).toBe(
        teamPerformanceMessages.leadNotFound,
      );
    }
    const bad: [string, string][] = [
      ['?from=2026-02-30', teamPerformanceMessages.badDay],
      ['?from=yesterday', teamPerformanceMessages.badDay],
      ['?from=2026-03-10&to=2026-03-01', teamPerformanceMessages.badPeriod],
      ['?from=2025-01-01&to=2026-03-01', teamPerformanceMessages.periodTooLong],
      ['?from=2026-04-01&to=2026-04-02', teamPerformanceMessages.futurePeriod],
    ];
    for (const [query, message] of bad) {
      for (const url of [table, csv]) {
        const response = await get('lead', `${url}${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(errorBodySchema.parse(response.json()).message).toBe(message);
      }
    }
    // 366 days is the longest period; the next day past it is refused.
    expect((await get('lead', `${table}?from=2025-03-31&to=2026-03-31`)).statusCode).toBe(200);
    expect((await get('lead', `${table}?from=2025-03-30&to=2026-03-31`)).statusCode).toBe(400);
  });

  it('reads through the indexes it relies on (ADR 053)', async () => {
    const indexes = await t.db.execute(
      sql`select indexname from pg_indexes where indexname in ('performance_sends_household_idx', 'notification_deliveries_sent_email_idx')`,
    );
    expect((indexes as { rows: unknown[] }).rows).toHaveLength(2);
  });
});
