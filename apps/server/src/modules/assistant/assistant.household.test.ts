import { assistantMessages, householdMessages } from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { householdOf, likeAs } from '../../../test/household-of-two';
import { activityEvents, buyerHomes, notifications } from '../../db/schema';
import {
  buildAssistantWorld,
  plainListings,
  type AssistantWorld,
} from '../../../test/assistant-world';

const [both, alexOnly, samOnly, nobody, added] = plainListings() as [
  PropertyRecord,
  PropertyRecord,
  PropertyRecord,
  PropertyRecord,
  PropertyRecord,
];
const street = (record: PropertyRecord) => (record.UnparsedAddress ?? '').split(',')[0]!;
const lineOf = (reply: string, record: PropertyRecord) =>
  reply.split('\n').find((line) => line.includes(street(record))) ?? '';

/**
 * Rela for a household of two under one realtor (ADR 049, REQ-HOUSEHOLD-NEWS): it acts on the
 * household's list, names whose like is whose, and still asks before clearing.
 */
describe.each(drivers)('Rela for a household (%s)', (driver) => {
  let world: AssistantWorld;
  let householdId: string;
  const ids = new Map<string, string>();
  const keysOnList = async () =>
    (
      await world.t.db
        .select({ listingKey: buyerHomes.listingKey })
        .from(buyerHomes)
        .where(eq(buyerHomes.buyerId, householdId))
        .orderBy(asc(buyerHomes.position))
    ).map((row) => row.listingKey);

  beforeAll(async () => {
    world = await buildAssistantWorld(driver);
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
    const homes = [both, alexOnly, samOnly, nobody];
    await world.t.db.insert(buyerHomes).values(
      homes.map((home, position) => ({
        buyerId: householdId,
        listingKey: home.ListingKey,
        position,
      })),
    );
    const at = new Date('2026-11-10T12:00:00Z');
    await likeAs(world.t.db, householdId, both.ListingKey, ids.get('alex')!, at);
    await likeAs(
      world.t.db,
      householdId,
      both.ListingKey,
      ids.get('sam')!,
      new Date(at.getTime() + 1),
    );
    await likeAs(world.t.db, householdId, alexOnly.ListingKey, ids.get('alex')!, at);
    await likeAs(world.t.db, householdId, samOnly.ListingKey, ids.get('sam')!, at);
  }, 60_000);
  afterAll(() => world?.close());

  it('lists the household’s homes naming whose like is whose, to each member and to the realtor', async () => {
    const toSam = (await world.ask('sam', 'show my homes')).text;
    expect(lineOf(toSam, both)).toContain('You and Alex like this');
    expect(lineOf(toSam, alexOnly)).toContain('Only Alex');
    expect(lineOf(toSam, samOnly)).toContain('You like this');
    expect(lineOf(toSam, nobody)).not.toContain('like');

    // Naming another member names the caller's own household's list.
    const named = (await world.ask('sam', "list Alex Park's homes")).text;
    expect(lineOf(named, both)).toContain('You and Alex like this');

    const toAlex = (await world.ask('alex', 'show my homes')).text;
    expect(lineOf(toAlex, both)).toContain('You and Sam like this');
    expect(lineOf(toAlex, samOnly)).toContain('Only Sam');

    const toRealtor = (await world.ask('realtor', "list Sam Lee's homes")).text;
    expect(lineOf(toRealtor, both)).toContain('Alex and Sam like this');
    expect(lineOf(toRealtor, alexOnly)).toContain('Only Alex');
    // Another chain's realtor: as for a name nobody has.
    expect((await world.ask('realtor2', "list Sam Lee's homes")).text).not.toContain(street(both));
    // A lone buyer's list says nothing of households.
    expect((await world.ask('buyer', 'show my homes')).text).not.toContain('like this');
  });

  it('adds to the household’s list and asks before clearing it', async () => {
    const reply = await world.ask('sam', `add ${added.UnparsedAddress}`);
    expect(reply.text).toContain(street(added));
    expect(await keysOnList()).toContain(added.ListingKey);
    // Nothing went to a list of Sam's own.
    const own = await world.t.db
      .select()
      .from(buyerHomes)
      .where(eq(buyerHomes.buyerId, ids.get('sam')!));
    expect(own).toEqual([]);

    const before = await keysOnList();
    const asked = await world.ask('alex', 'clear all my homes');
    expect(asked.text).toBe(assistantMessages.confirmClear(before.length, 3, false));
    expect(await keysOnList()).toEqual(before);
  });

  it('tells the other member of a removal, and the feed, as the list’s Remove does', async () => {
    const householdNotices = (username: string) =>
      world.t.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(
          and(eq(notifications.userId, ids.get(username)!), eq(notifications.kind, 'household')),
        );
    expect((await world.ask('alex', `remove ${nobody.UnparsedAddress}`)).text).toContain(
      street(nobody),
    );
    const [told] = await householdNotices('sam');
    expect(told?.title).toMatch(new RegExp(`^Alex removed ${street(nobody)}.* from your list\\.$`));
    expect(await householdNotices('alex')).toEqual([]);
    const lines = await world.t.db
      .select({ actorId: activityEvents.actorId, data: activityEvents.data })
      .from(activityEvents)
      .where(
        and(eq(activityEvents.listingKey, nobody.ListingKey), eq(activityEvents.kind, 'removed')),
      );
    expect(lines.map((line) => line.actorId)).toEqual([ids.get('alex')]);

    // Rela's undo marks the feed's line restored, as the list's Undo does.
    await world.ask('alex', 'undo');
    expect(await keysOnList()).toContain(nobody.ListingKey);
    const [restored] = await world.t.db
      .select({ data: activityEvents.data })
      .from(activityEvents)
      .where(
        and(eq(activityEvents.listingKey, nobody.ListingKey), eq(activityEvents.kind, 'removed')),
      );
    expect(restored?.data).toHaveProperty('restoredAt');

    // A clear of several homes is one notice, however many homes it took.
    await world.ask('sam', 'clear all my homes');
    await world.ask('sam', 'yes');
    expect(await keysOnList()).toHaveLength(3);
    expect((await householdNotices('alex')).map((notice) => notice.title)).toEqual([
      householdMessages.clearedByOther('Sam', 2),
    ]);
  });
});
