import {
  activityCountsResponseSchema,
  activityResponseSchema,
  activityViewResponseSchema,
  collaboration,
} from '@rela/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/app';
import { drivers } from '../../../test/db';
import { householdOf } from '../../../test/household-of-two';
import { insertEvent } from './activity.queries';
import { startEmbeddedMls, type EmbeddedMls } from '../../../test/reliability/embedded-mls';
import { activityEvents, activityViewMarks, buyerHomes } from '../../db/schema';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';

const feed = '/api/rela/activity';
const view = '/api/rela/activity/view';

/**
 * The realtor's feed of a household of two (ADR 033, 049; REQ-HOUSEHOLD-NEWS): one household's
 * lines, each naming the member who acted; opens deduplicated per person and counted together
 * for Hot.
 */
describe.each(drivers)('the feed of a household (%s)', (driver) => {
  let mls: EmbeddedMls;
  let world: HomesWorld;
  let keys: string[];
  let householdId: string;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    mls = await startEmbeddedMls({ count: 4 });
    world = await buildHomesWorld(driver, mls.env);
    keys = mls.dataset.properties.map((property) => property.ListingKey);
    const household = await householdOf(
      world.t.db,
      [
        { username: 'alex', firstName: 'Alex', lastName: 'Park' },
        { username: 'sam', firstName: 'Sam', lastName: 'Lee' },
      ],
      world.ids.get('realtor')!,
    );
    householdId = household.householdId;
    for (const member of household.members) ids.set(member.username, member.id);
    await world.t.db.insert(buyerHomes).values(
      keys.slice(0, 2).map((listingKey, position) => ({
        buyerId: householdId,
        listingKey,
        position,
      })),
    );
  }, 60_000);
  afterAll(async () => {
    await world?.close();
    await mls?.close();
  });

  const call = async (username: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    world.t.app.inject({
      method,
      url,
      headers: bearer(await loginAs(world.t.app, username)),
      ...(payload ? { payload } : {}),
    });
  const open = async (username: string, listingKey: string) => {
    const response = await call(username, 'POST', view, { listingKey });
    expect(response.statusCode, response.body).toBe(200);
    return activityViewResponseSchema.parse(response.json()).recorded;
  };
  const feedOf = async (username: string, query = '') => {
    const response = await call(username, 'GET', `${feed}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return activityResponseSchema.parse(response.json());
  };

  it('records each member’s opens for the household, per person, naming who opened; Hot counts them together', async () => {
    expect(await open('alex', keys[0]!)).toBe(true);
    // Sam's first open is Sam's own visit, though Alex has just opened the home.
    expect(await open('sam', keys[0]!)).toBe(true);
    expect(await open('alex', keys[0]!)).toBe(false);
    expect(await open('sam', keys[0]!)).toBe(false);
    // A home not on the household's list: nothing.
    expect(await open('sam', keys[3]!)).toBe(false);
    const marks = await world.t.db
      .select()
      .from(activityViewMarks)
      .where(eq(activityViewMarks.listingKey, keys[0]!));
    expect(marks.map((mark) => mark.buyerId).sort()).toEqual(
      [ids.get('alex'), ids.get('sam')].sort(),
    );

    // The realtor reads the household by either member's name: the same lines, each naming its actor.
    for (const named of ['alex', 'sam']) {
      const lines = (await feedOf('realtor', `?buyer=${named}&kind=viewed`)).items;
      expect(lines.map((line) => line.actor?.username)).toEqual(['sam', 'alex']);
      expect(lines.every((line) => line.buyerUsername === 'alex')).toBe(true);
      expect(lines[0]?.actor).toEqual({ username: 'sam', name: 'Sam Lee' });
    }
    // The realtor's whole feed holds each line once (two members, one household).
    const all = (await feedOf('realtor', '?kind=viewed')).items.filter(
      (line) => line.buyerUsername === 'alex',
    );
    expect(all).toHaveLength(2);
    const rows = await world.t.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.buyerId, householdId), eq(activityEvents.kind, 'viewed')));
    expect(rows).toHaveLength(2);

    // A third visit, by either member, makes the home Hot for the household.
    expect((await feedOf('realtor', '?buyer=sam')).hot).toEqual([]);
    world.t.clock.advance(collaboration.viewDedupeMs);
    expect(await open('alex', keys[0]!)).toBe(true);
    expect(collaboration.hotOpens).toBe(3);
    const hot = (await feedOf('realtor', '?buyer=sam')).hot;
    expect(hot).toEqual([
      expect.objectContaining({
        listingKey: keys[0],
        reason: 'opened-often',
        buyerUsername: 'alex',
      }),
    ]);
    // Another realtor, and a buyer outside: as for a nobody, or refused.
    expect((await call('realtor2', 'GET', `${feed}?buyer=sam`)).statusCode).toBe(404);
    expect((await call('buyer', 'GET', `${feed}?buyer=sam`)).statusCode).toBe(404);
  });

  it('keeps each member’s like their own: a like after another member’s is a line, a repeat is not', async () => {
    const like = (username: string, kind: 'liked' | 'unliked') =>
      insertEvent(world.t.db, {
        buyerId: householdId,
        actorId: ids.get(username)!,
        kind,
        listingKey: keys[1]!,
        at: world.t.clock.now(),
      });
    await like('alex', 'liked');
    world.t.clock.advance(1_000);
    await like('sam', 'liked');
    world.t.clock.advance(1_000);
    await like('alex', 'liked');
    await like('sam', 'unliked');
    const lines = (await feedOf('realtor', '?buyer=alex')).items.filter(
      (line) => line.listingKey === keys[1],
    );
    expect(lines.map((line) => [line.kind, line.actor?.username])).toEqual([
      ['unliked', 'sam'],
      ['liked', 'sam'],
      ['liked', 'alex'],
    ]);
  });

  it('counts a household’s lines once in a lead’s counts, and each member’s own in the realtor’s', async () => {
    const response = await call('lead', 'GET', `${feed}/counts`);
    expect(response.statusCode, response.body).toBe(200);
    const items = activityCountsResponseSchema.parse(response.json()).items;
    const rows = await world.t.db.select().from(activityEvents);
    const ofRealtor = items.find((item) => item.username === 'realtor');
    // Every line so far is of the realtor's buyers' households (this household's and the others').
    expect(ofRealtor?.total).toBe(rows.length);

    // The realtor's counts are per member: each their own lines, together the household's.
    const mine = await call('realtor', 'GET', `${feed}/counts`);
    expect(mine.statusCode, mine.body).toBe(200);
    const byMember = activityCountsResponseSchema.parse(mine.json()).items;
    const lines = rows.filter((row) => row.buyerId === householdId);
    for (const member of ['alex', 'sam']) {
      const own = lines.filter((row) => (row.actorId ?? row.buyerId) === ids.get(member));
      expect(own.length).toBeGreaterThan(0);
      expect(byMember.find((item) => item.username === member)?.total).toBe(own.length);
    }
  });
});
