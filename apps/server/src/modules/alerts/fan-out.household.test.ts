import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { createUser } from '../../../test/app';
import { startEmbeddedMls, type EmbeddedMls } from '../../../test/reliability/embedded-mls';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';
import {
  appendEvent,
  dueNow,
  fanOutWorker,
  holdListing,
  rewindCursor,
} from '../../../test/alerts-rig';
import { homeLikes, notificationDeliveries, notifications, users } from '../../db/schema';
import type { JobWorker } from '../../platform/jobs';

/**
 * REQ-HOUSEHOLD-NEWS (ADR 049): a change to a home on a household's list reaches each member once,
 * with their own like and preferences, and the household's realtor once, not once per member.
 */
describe.each(drivers)('the fan-out to a household of two (%s)', (driver) => {
  let mls: EmbeddedMls;
  let world: HomesWorld;
  let worker: JobWorker;
  let keys: string[];

  beforeAll(async () => {
    mls = await startEmbeddedMls({ count: 3 });
    world = await buildHomesWorld(driver, mls.env);
    const { db, clock } = world.t;
    keys = mls.dataset.properties.map((property) => property.ListingKey);
    for (const [index, key] of keys.entries()) {
      await holdListing(db, key, `${40 + index} Elm St`, clock.now());
    }
    worker = await fanOutWorker(db, clock);
    await worker.runOnce();
    // The join flow is another part's: the partner is written straight into buyer's household,
    // and only the partner likes the home.
    const buyerId = world.ids.get('buyer')!;
    const partner = await createUser(db, {
      username: 'partner',
      role: 'buyer',
      supervisorId: world.ids.get('realtor')!,
      firstName: 'Alex',
      householdId: buyerId,
    });
    world.ids.set('partner', partner.id);
    // The partner joined after the buyer (the test's clock stands still: made explicit here).
    await db
      .update(users)
      .set({ joinedHouseholdAt: new Date(Date.now() + 60_000) })
      .where(eq(users.id, partner.id));
    await world.give('buyer', [{ listingKey: keys[0]! }]);
    await db.insert(homeLikes).values({ buyerId, listingKey: keys[0]!, userId: partner.id });
  }, 60_000);
  afterAll(async () => {
    await worker.stop();
    await world.close();
    await mls.close();
  });

  const noticesOf = (username: string) =>
    world.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, world.ids.get(username)!));
  const deliveriesOf = (username: string) =>
    world.t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, world.ids.get(username)!));

  it('tells each member once with their own like, and the realtor once naming the household', async () => {
    const { db, clock } = world.t;
    await appendEvent(db, {
      listingKey: keys[0]!,
      kind: 'price_change',
      before: 500_000,
      after: 480_000,
    });
    await dueNow(db, clock);
    expect(await worker.runOnce()).toBe(1);

    const buyer = await noticesOf('buyer');
    const partner = await noticesOf('partner');
    const realtor = await noticesOf('realtor');
    expect(buyer).toHaveLength(1);
    expect(partner).toHaveLength(1);
    expect(realtor).toHaveLength(1);
    // The like is the partner's alone.
    expect(buyer[0]!.data).toMatchObject({ liked: false });
    expect(buyer[0]!.body).not.toContain('Liked');
    expect(partner[0]!.data).toMatchObject({ liked: true });
    expect(partner[0]!.body).toContain('Liked');
    // The realtor's: liked (by a member), naming both members, once.
    expect(realtor[0]!.data).toMatchObject({ liked: true, buyerUsername: 'buyer' });
    expect(realtor[0]!.body).toContain('buyer & Alex');
    for (const nobody of ['buyer2', 'buyer3', 'realtor2', 'lead']) {
      expect(await noticesOf(nobody), nobody).toEqual([]);
    }

    // The locked-home rule is the member's own: the partner's e-mail goes at once, the buyer's
    // waits for the digest.
    const [partnerMail] = await deliveriesOf('partner');
    const [buyerMail] = await deliveriesOf('buyer');
    expect(partnerMail!.dueAt.getTime()).toBe(clock.now().getTime());
    expect(buyerMail!.dueAt.getTime()).toBeGreaterThan(clock.now().getTime());

    // Handled again: nothing new for anyone.
    await rewindCursor(db, 0);
    await worker.runOnce();
    expect(await noticesOf('partner')).toHaveLength(1);
    expect(await noticesOf('realtor')).toHaveLength(1);
  });
});
