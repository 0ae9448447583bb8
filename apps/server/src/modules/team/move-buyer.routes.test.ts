import { teamMessages } from '@rela/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/app';
import { drivers } from '../../../test/db';
import { buyerHomes, notifications, tours, tourWindows, users } from '../../db/schema';
import { buildTeamWorld, type TeamWorld } from './test-support';

const hour = 60 * 60 * 1000;

/**
 * REQ-TEAM-MOVE-BUYER: a team lead (or the owner above) moves a buyer to another realtor of their
 * own chain; every right and notice follows the buyer's current realtor.
 */
describe.each(drivers)('moving a buyer to another realtor (%s)', (driver) => {
  let world: TeamWorld;
  let openTour: string;
  let doneTour: string;

  beforeAll(async () => {
    world = await buildTeamWorld(driver);
    const other = await createUser(world.t.db, {
      username: 'realtor1b',
      role: 'realtor',
      supervisorId: world.ids.lead1 ?? null,
      firstName: 'Rita',
      lastName: 'Second',
    });
    world.ids.realtor1b = other.id;
    const buyerId = world.ids.buyer1a ?? '';
    await world.t.db.insert(buyerHomes).values({ buyerId, listingKey: 'RELA1', position: 0 });
    const now = Date.now();
    const rows = await world.t.db
      .insert(tours)
      .values([
        { buyerId, realtorId: world.ids.realtor1, listingKey: 'RELA1', state: 'requested' },
        { buyerId, realtorId: world.ids.realtor1, listingKey: 'RELA1', state: 'completed' },
      ])
      .returning({ id: tours.id });
    openTour = rows[0]?.id ?? '';
    doneTour = rows[1]?.id ?? '';
    await world.t.db.insert(tourWindows).values(
      rows.map((row) => ({
        tourId: row.id,
        startAt: new Date(now + 24 * hour),
        endAt: new Date(now + 25 * hour),
        by: 'buyer' as const,
      })),
    );
  });
  afterAll(() => world.close());

  const move = async (caller: string | null, buyer: string, realtorUsername: unknown) =>
    world.t.app.inject({
      method: 'POST',
      url: `/api/rela/buyers/${buyer}/realtor`,
      headers: caller ? await world.as(caller) : {},
      payload: { realtorUsername },
    });
  const realtorOf = async (username: string) =>
    (await world.t.db.select().from(users).where(eq(users.username, username)))[0]?.supervisorId;
  const keysOf = async (caller: string, buyer: string) =>
    world.t.app.inject({
      url: `/api/rela/buyers/${buyer}/listing-keys`,
      headers: await world.as(caller),
    });

  it('is refused to anyone but a lead or owner above both realtors, changing nothing', async () => {
    const refusals: [string | null, string, unknown, number][] = [
      [null, 'buyer1a', 'realtor1b', 401],
      // The buyer's own realtor, the buyer: visible, not theirs to move.
      ['realtor1', 'buyer1a', 'realtor1b', 403],
      ['buyer1a', 'buyer1a', 'realtor1b', 403],
      // Another branch: the buyer, or the realtor, as for a nobody.
      ['lead2', 'buyer1a', 'realtor2', 404],
      ['owner2', 'buyer1a', 'realtor1b', 404],
      ['lead1', 'buyer1a', 'realtor2', 404],
      ['lead1', 'buyer2a', 'realtor1b', 404],
      // Not a buyer, not a realtor, nobody.
      ['lead1', 'realtor1', 'realtor1b', 404],
      ['lead1', 'buyer1a', 'buyer1b', 404],
      ['lead1', 'buyer1a', 'lead1', 404],
      ['lead1', 'nobody', 'realtor1b', 404],
      ['lead1', 'buyer1a', 'nobody', 404],
      ['lead1', 'buyer1a', '', 400],
      ['lead1', 'buyer1a', 7, 400],
    ];
    for (const [caller, buyer, realtor, status] of refusals) {
      const answer = await move(caller, buyer, realtor);
      expect(answer.statusCode, `${caller} ${buyer} → ${String(realtor)}`).toBe(status);
    }
    expect(await realtorOf('buyer1a')).toBe(world.ids.realtor1);
  });

  it('moves the buyer for their team lead: homes, open tours and notices follow the new realtor', async () => {
    const answer = await move('lead1', 'buyer1a', 'realtor1b');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      status: 200,
      message: teamMessages.buyerMoved('Buyer Branch1', 'Rita Second'),
    });
    expect(await realtorOf('buyer1a')).toBe(world.ids.realtor1b);
    // The buyer's homes: the new realtor's to read now, no longer the former one's.
    expect((await keysOf('realtor1b', 'buyer1a')).statusCode).toBe(200);
    expect((await keysOf('realtor1', 'buyer1a')).statusCode).toBe(404);
    // The open tour names the new realtor; the completed one keeps who showed it.
    const rows = await world.t.db
      .select()
      .from(tours)
      .where(eq(tours.buyerId, world.ids.buyer1a ?? ''));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.realtorId]))).toEqual({
      [openTour]: world.ids.realtor1b,
      [doneTour]: world.ids.realtor1,
    });
    // The same move again changes nothing; the owner above may move the buyer back.
    expect((await move('lead1', 'buyer1a', 'realtor1b')).statusCode).toBe(200);
    expect((await move('owner1', 'buyer1a', 'realtor1')).statusCode).toBe(200);
    expect(await realtorOf('buyer1a')).toBe(world.ids.realtor1);
  });

  it("tells a tour's change to the buyer's realtor now, not the one stored on the tour", async () => {
    const buyerId = world.ids.buyer1a ?? '';
    // The buyer moved without the tour being told (as before moves had a call of their own).
    await world.t.db
      .update(users)
      .set({ supervisorId: world.ids.realtor1b })
      .where(eq(users.id, buyerId));
    await world.t.db
      .update(tours)
      .set({ realtorId: world.ids.realtor1 })
      .where(eq(tours.id, openTour));
    await world.t.db.delete(notifications);
    const canceled = await world.t.app.inject({
      method: 'POST',
      url: `/api/rela/tours/${openTour}/transition`,
      headers: await world.as('buyer1a'),
      payload: { to: 'canceled' },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const toldTo = async (username: string) =>
      world.t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, world.ids[username] ?? ''),
            eq(notifications.kind, 'tour-updated'),
          ),
        );
    expect(await toldTo('realtor1b')).toHaveLength(1);
    expect(await toldTo('realtor1')).toHaveLength(0);
  });
});
