import {
  buyerListingKeysResponseSchema,
  householdMessages,
  myListingKeysResponseSchema,
  removeListingKeyResponseSchema,
} from '@rela/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { createUser } from '../../../test/app';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';
import {
  activityEvents,
  buyerHomes,
  homeLikes,
  households,
  notifications,
  users,
} from '../../db/schema';
import { removeUndoably } from './home-removals';
import { listBuyerHomes } from './buyer-homes.queries';

/**
 * REQ-HOUSEHOLD, REQ-HOUSEHOLD-LIKES (ADR 049): a household of two shares one list, each member's
 * like is their own, a removal by one is a removal for both and its undo puts both likes back;
 * deleting a member's account takes their likes only, and the last member's takes the list.
 */
describe.each(drivers)('a household of two on one list (%s)', (driver) => {
  let world: HomesWorld;
  let buyerId: string;
  let partnerId: string;
  const keys = ['RELA70000001', 'RELA70000002', 'RELA70000003', 'RELA70000004'] as const;

  beforeAll(async () => {
    world = await buildHomesWorld(driver);
    buyerId = world.ids.get('buyer')!;
    // The join flow is another part's: the partner is written straight into buyer's household.
    const partner = await createUser(world.t.db, {
      username: 'partner',
      role: 'buyer',
      supervisorId: world.ids.get('realtor')!,
      firstName: 'Alex',
      householdId: buyerId,
    });
    partnerId = partner.id;
    world.ids.set('partner', partnerId);
    await world.give(
      'buyer',
      keys.map((listingKey) => ({ listingKey })),
    );
  });
  afterAll(() => world.close());

  const call = async (username: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    world.t.app.inject({ method, url: `/api/rela${url}`, headers: await world.as(username) });
  const mine = async (username: string) =>
    myListingKeysResponseSchema.parse((await call(username, 'GET', '/my-listing-keys')).json());
  const like = async (username: string, key: string, liked = true) => {
    const response = await call(
      username,
      'POST',
      `/properties/${liked ? 'liked' : 'unliked'}/${key}`,
    );
    expect(response.statusCode).toBe(200);
  };

  it('shows both members one list, each with their own likes, and names who likes what', async () => {
    await like('partner', keys[0]);
    await like('buyer', keys[1]);
    world.t.clock.advance(1_000);
    await like('buyer', keys[0]);
    // Idempotent per member: a second like changes nothing.
    await like('partner', keys[0]);

    const buyer = await mine('buyer');
    const partner = await mine('partner');
    expect(partner.listingKeys).toEqual(buyer.listingKeys);
    expect(buyer.listingKeys).toEqual([...keys]);
    expect(buyer.likedKeys).toEqual([keys[0], keys[1]]);
    expect(partner.likedKeys).toEqual([keys[0]]);
    // By when liked: the partner first on keys[0]. A member's own answer leaves out the homes only
    // they like (their likedKeys say so); the other's names them.
    const likedBy = { [keys[0]]: ['partner', 'buyer'], [keys[1]]: ['buyer'] };
    expect(buyer.likedBy).toEqual({ [keys[0]]: likedBy[keys[0]] });
    expect(partner.likedBy).toEqual(likedBy);

    // Their realtor sees the household's list with every member's likes, from either member.
    for (const username of ['buyer', 'partner']) {
      const response = await call('realtor', 'GET', `/buyers/${username}/listing-keys`);
      const { data } = buyerListingKeysResponseSchema.parse(response.json());
      expect(data.listingKeys).toEqual([...keys]);
      expect(data.likedKeys).toEqual([keys[0], keys[1]]);
      expect(data.likedBy).toEqual(likedBy);
    }

    // One member's unlike leaves the other's like.
    await like('partner', keys[0], false);
    expect((await mine('partner')).likedKeys).toEqual([]);
    expect((await mine('partner')).likedBy?.[keys[0]]).toEqual(['buyer']);
    expect((await mine('buyer')).likedBy?.[keys[0]]).toBeUndefined();
    await like('partner', keys[0]);
  });

  it('tells the feed of each like as the household’s, done by the member', async () => {
    const rows = await world.t.db
      .select({ buyerId: activityEvents.buyerId, kind: activityEvents.kind })
      .from(activityEvents)
      .where(and(eq(activityEvents.buyerId, buyerId), eq(activityEvents.listingKey, keys[0])));
    // The household's feed (its id), never a stray one of the partner's id.
    expect(rows.filter((row) => row.kind === 'liked').length).toBeGreaterThan(0);
    const strays = await world.t.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.buyerId, partnerId));
    expect(strays).toEqual([]);
  });

  it('removes a home for both on one member’s remove; the undo puts back both likes', async () => {
    const removed = await call('partner', 'DELETE', `/my-listing-keys/${keys[0]}`);
    expect(removed.statusCode).toBe(200);
    const { undoToken } = removeListingKeyResponseSchema.parse(removed.json());
    expect((await mine('buyer')).listingKeys).not.toContain(keys[0]);
    expect((await mine('partner')).listingKeys).not.toContain(keys[0]);
    // The other member is told, once; the one who removed it is not.
    const told = await world.t.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.kind, 'household'));
    expect(told).toEqual([
      { userId: buyerId, title: householdMessages.removedByOther('Alex', keys[0]) },
    ]);

    // The other member may undo it: it was the household's list.
    const undone = await call('buyer', 'POST', `/my-listing-keys/removals/${undoToken}/undo`);
    expect(undone.statusCode).toBe(200);
    const buyer = await mine('buyer');
    expect(buyer.listingKeys).toEqual([...keys]);
    expect(buyer.likedKeys).toEqual([keys[0], keys[1]]);
    expect((await mine('partner')).likedKeys).toEqual([keys[0]]);
    expect(buyer.likedBy?.[keys[0]]?.slice().sort()).toEqual(['buyer', 'partner']);
  });

  it('keeps on a clear every home any member likes, unless the liked ones are asked for', async () => {
    await like('partner', keys[2]);
    const removal = await removeUndoably(
      world.t.db,
      { buyerId, scope: { all: true, includeLiked: false }, now: world.t.clock.now() },
      world.t.deps.invalidations,
    );
    expect(removal?.homes.map((home) => home.listingKey)).toEqual([keys[3]]);
    expect((await mine('buyer')).listingKeys).toEqual([keys[0], keys[1], keys[2]]);
    await world.give('buyer', [{ listingKey: keys[3] }]);
  });

  it('deletes a member’s likes with their account, never the other’s; the last member takes the list', async () => {
    const likesOf = async (userId: string) =>
      world.t.db.select().from(homeLikes).where(eq(homeLikes.userId, userId));
    expect((await likesOf(partnerId)).length).toBeGreaterThan(0);
    const before = await likesOf(buyerId);

    const deletePartner = await world.t.app.inject({
      method: 'DELETE',
      url: '/api/rela/users',
      headers: await world.as('realtor'),
      payload: { username: 'partner' },
    });
    expect(deletePartner.statusCode).toBe(200);
    expect(await likesOf(partnerId)).toEqual([]);
    expect(await likesOf(buyerId)).toEqual(before);
    const homes = await listBuyerHomes(world.t.db, { buyerId });
    expect(homes.map((home) => home.listingKey)).toEqual([keys[0], keys[1], keys[2], keys[3]]);
    expect(homes.flatMap((home) => home.likedBy)).toEqual(before.map(() => buyerId));
    expect(
      await world.t.db.select().from(households).where(eq(households.id, buyerId)),
    ).toHaveLength(1);

    const deleteBuyer = await world.t.app.inject({
      method: 'DELETE',
      url: '/api/rela/users',
      headers: await world.as('realtor'),
      payload: { username: 'buyer' },
    });
    expect(deleteBuyer.statusCode).toBe(200);
    expect(await world.t.db.select().from(households).where(eq(households.id, buyerId))).toEqual(
      [],
    );
    expect(
      await world.t.db.select().from(buyerHomes).where(eq(buyerHomes.buyerId, buyerId)),
    ).toEqual([]);
    // Nobody else's list was touched.
    expect(await world.t.db.select().from(users).where(eq(users.username, 'buyer2'))).toHaveLength(
      1,
    );
  });
});
