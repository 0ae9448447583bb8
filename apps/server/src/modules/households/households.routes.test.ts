import {
  households as householdRules,
  householdMessages,
  householdResponseSchema,
  inviteInfoResponseSchema,
  teamMessages,
} from '@rela/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/app';
import { drivers } from '../../../test/db';
import { outboxOf } from '../../../test/requests';
import {
  buyerHomes,
  homeLikes,
  households,
  invitations,
  listingNotes,
  notifications,
  users,
} from '../../db/schema';
import { buildHouseholdWorld, requestIdIn, type HouseholdWorld } from './households.test-support';

/** REQ-HOUSEHOLD-JOIN, REQ-HOUSEHOLD-LEAVE, REQ-HOUSEHOLD-PRIVACY (ADR 049): the household calls. */
describe.each(drivers)('households (%s)', (driver) => {
  let world: HouseholdWorld;
  beforeAll(async () => {
    world = await buildHouseholdWorld(driver);
  });
  afterAll(() => world.close());

  const db = () => world.t.db;
  const invite = async (as: string, payload: Record<string, unknown>) =>
    world.t.app.inject({
      method: 'POST',
      url: '/api/rela/household/invitations',
      headers: await world.as(as),
      payload,
    });
  const read = async (as: string, buyerUsername?: string) =>
    world.t.app.inject({
      url: `/api/rela/household${buyerUsername ? `?buyerUsername=${buyerUsername}` : ''}`,
      headers: await world.as(as),
    });
  const leave = async (as: string, username: string, keepCopy?: boolean) =>
    world.t.app.inject({
      method: 'DELETE',
      url: `/api/rela/household/members/${username}`,
      headers: await world.as(as),
      payload: keepCopy === undefined ? {} : { keepCopy },
    });
  const requestIdFor = async (email: string) => {
    const mails = (await outboxOf(db(), 'invitation')).filter((m) => m.recipient === email);
    const requestId = requestIdIn(mails.at(-1)?.bodyText ?? '');
    if (!requestId) throw new Error(`no invitation to ${email}`);
    return requestId;
  };
  const register = (requestId: string, username: string, email: string) =>
    world.t.app.inject({
      method: 'POST',
      url: '/api/dashboard/complete-registration',
      payload: {
        requestId,
        username,
        email,
        password: TEST_PASSWORD,
        firstName: username,
        lastName: 'Co',
      },
    });
  const join = async (inviter: string, username: string, buyerUsername?: string) => {
    const email = `${username}@example.com`;
    const invited = await invite(inviter, { email, ...(buyerUsername ? { buyerUsername } : {}) });
    expect(invited.statusCode).toBe(201);
    const registered = await register(await requestIdFor(email), username, email);
    expect(registered.statusCode).toBe(201);
  };
  const userNamed = async (username: string) => {
    const [row] = await db().select().from(users).where(eq(users.username, username));
    if (!row) throw new Error(`no user ${username}`);
    return row;
  };
  const noticesOf = async (username: string) =>
    db()
      .select({ kind: notifications.kind, title: notifications.title })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, (await userNamed(username)).id),
          eq(notifications.kind, 'household'),
        ),
      );
  const liveInvitations = () =>
    db()
      .select()
      .from(invitations)
      .where(and(isNull(invitations.usedAt), isNull(invitations.revokedAt)));

  it('invites, names the household on the registration page, and joins the invitee to it', async () => {
    const invited = await invite('buyer1a', { email: 'Co1@Example.com' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      status: 201,
      message: householdMessages.invited,
      data: { email: 'co1@example.com' },
    });
    const pending = householdResponseSchema.parse((await read('buyer1a')).json()).data;
    expect(pending.invitations.map((i) => i.email)).toEqual(['co1@example.com']);
    expect(pending.maxMembers).toBe(householdRules.maxMembers);

    const requestId = await requestIdFor('co1@example.com');
    const info = await world.t.app.inject({
      url: `/api/dashboard/get-invite-info?requestId=${requestId}`,
    });
    expect(inviteInfoResponseSchema.parse(info.json()).data).toMatchObject({
      role: 'buyer',
      household: { memberNames: ['Buyer Branch1'] },
    });
    expect((await register(requestId, 'co1', 'co1@example.com')).statusCode).toBe(201);

    const [buyer, co] = [await userNamed('buyer1a'), await userNamed('co1')];
    expect(co).toMatchObject({
      role: 'buyer',
      householdId: buyer.householdId,
      supervisorId: world.ids.realtor1,
    });
    expect(co.joinedHouseholdAt).not.toBeNull();
    for (const as of ['buyer1a', 'co1']) {
      const answer = householdResponseSchema.parse((await read(as)).json()).data;
      expect(answer.members.map((m) => m.username)).toEqual(['buyer1a', 'co1']);
      expect(answer.invitations).toEqual([]);
    }
    const realtors = householdResponseSchema.parse((await read('realtor1', 'co1')).json()).data;
    expect(realtors.members.map((m) => m.name)).toEqual(['Buyer Branch1', 'co1 Co']);
    const joined = householdMessages.joinedNotice('co1 Co', 'Buyer Branch1');
    expect(await noticesOf('buyer1a')).toEqual([{ kind: 'household', title: joined }]);
    expect(await noticesOf('realtor1')).toEqual([{ kind: 'household', title: joined }]);
    expect(await noticesOf('co1')).toEqual([]);
  });

  it('gives a buyer invited by a realtor a household of their own', async () => {
    const invited = await world.t.app.inject({
      method: 'POST',
      url: '/api/dashboard/invite-user',
      headers: await world.as('realtor2'),
      payload: { email: 'alone@example.com' },
    });
    expect(invited.statusCode).toBe(201);
    const registered = await register(
      await requestIdFor('alone@example.com'),
      'alone',
      'alone@example.com',
    );
    expect(registered.statusCode).toBe(201);
    const alone = await userNamed('alone');
    expect(alone.householdId).toBe(alone.id);
    expect(await db().select().from(households).where(eq(households.id, alone.id))).toHaveLength(1);
  });

  it('refuses an invitation beyond the limit, invitations counted, with nothing written or sent', async () => {
    await join('realtor1', 'full2', 'buyer1b');
    expect((await invite('buyer1b', { email: 'full3@example.com' })).statusCode).toBe(201);
    expect((await invite('full2', { email: 'full4@example.com' })).statusCode).toBe(201);
    const before = {
      invitations: await liveInvitations(),
      mails: await outboxOf(db(), 'invitation'),
    };
    const refused = await invite('realtor1', {
      email: 'full5@example.com',
      buyerUsername: 'buyer1b',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'HOUSEHOLD_FULL',
      message: householdMessages.full(householdRules.maxMembers),
    });
    expect(await liveInvitations()).toEqual(before.invitations);
    expect(await outboxOf(db(), 'invitation')).toEqual(before.mails);
    // The same address again replaces its invitation: no new place is taken.
    expect((await invite('buyer1b', { email: 'full4@example.com' })).statusCode).toBe(201);
    const household = householdResponseSchema.parse((await read('full2')).json()).data;
    expect(household.invitations.map((i) => i.email)).toEqual([
      'full3@example.com',
      'full4@example.com',
    ]);
  });

  it('refuses an address that has an account, as any invitation does', async () => {
    const refused = await invite('buyer2b', { email: 'buyer2a@rela.example' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: teamMessages.inviteExists });
  });

  it('lets one of two registrations racing for the last place win; the other writes nothing', async () => {
    const buyer = await userNamed('buyer2a');
    const expiresAt = new Date(world.t.clock.now().getTime() + 3_600_000);
    const ids = ['r1', 'r2', 'r3', 'r4'].map(() => crypto.randomUUID());
    // More invitations than places, as no call could make them: the registration checks again.
    await db()
      .insert(invitations)
      .values(
        ids.map((id, index) => ({
          id,
          email: `r${index + 1}@example.com`,
          role: 'buyer' as const,
          inviterId: buyer.id,
          householdId: buyer.householdId,
          expiresAt,
        })),
      );
    expect((await register(ids[0]!, 'r1', 'r1@example.com')).statusCode).toBe(201);
    expect((await register(ids[1]!, 'r2', 'r2@example.com')).statusCode).toBe(201);
    const answers = await Promise.all([
      register(ids[2]!, 'r3', 'r3@example.com'),
      register(ids[3]!, 'r4', 'r4@example.com'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({
      code: 'HOUSEHOLD_FULL',
    });
    const members = await db()
      .select({ username: users.username })
      .from(users)
      .where(eq(users.householdId, buyer.householdId!));
    expect(members).toHaveLength(householdRules.maxMembers);
    const loser = ['r3', 'r4'].find((name) => !members.some((m) => m.username === name));
    expect(await db().select().from(users).where(eq(users.username, loser!))).toEqual([]);
  });

  it('answers a stranger, another realtor and a lead as for a nobody or a refusal, changing nothing', async () => {
    const before = await liveInvitations();
    expect((await read('buyer2b', 'buyer1a')).statusCode).toBe(404);
    expect((await read('realtor2', 'buyer1a')).statusCode).toBe(404);
    expect((await read('realtor1')).statusCode).toBe(404);
    expect((await read('realtor1', 'realtor1')).statusCode).toBe(404);
    expect((await read('realtor1', 'nobody-here')).statusCode).toBe(404);
    expect((await read('lead1', 'buyer1a')).statusCode).toBe(403);
    const strangerInvite = await invite('buyer2b', {
      email: 'x@example.com',
      buyerUsername: 'buyer1a',
    });
    expect(strangerInvite.statusCode).toBe(404);
    const otherRealtorInvite = await invite('realtor2', {
      email: 'y@example.com',
      buyerUsername: 'buyer1a',
    });
    expect(otherRealtorInvite.statusCode).toBe(404);
    expect((await invite('realtor1', { email: 'z@example.com' })).statusCode).toBe(404);
    expect((await leave('buyer2b', 'co1')).statusCode).toBe(404);
    expect((await leave('realtor2', 'co1')).statusCode).toBe(404);
    expect((await leave('buyer1a', 'co1')).statusCode).toBe(403);
    expect((await leave('lead1', 'co1')).statusCode).toBe(403);
    expect((await leave('buyer1a', 'nobody-here')).statusCode).toBe(404);
    expect(await liveInvitations()).toEqual(before);
    expect((await userNamed('co1')).householdId).toBe((await userNamed('buyer1a')).householdId);
  });

  it('lets a member leave with a copy of the list and their own likes; private notes go with them', async () => {
    const [buyer, co] = [await userNamed('buyer1a'), await userNamed('co1')];
    const householdId = buyer.householdId!;
    const keys = ['HH-K1', 'HH-K2', 'HH-K3'];
    await db()
      .insert(buyerHomes)
      .values(keys.map((listingKey, position) => ({ buyerId: householdId, listingKey, position })));
    await db()
      .insert(homeLikes)
      .values([
        { buyerId: householdId, listingKey: 'HH-K1', userId: buyer.id },
        { buyerId: householdId, listingKey: 'HH-K2', userId: co.id },
        { buyerId: householdId, listingKey: 'HH-K3', userId: co.id },
        { buyerId: householdId, listingKey: 'HH-K3', userId: buyer.id },
      ]);
    const note = (
      authorId: string,
      visibility: 'private' | 'household' | 'shared',
      text: string,
    ) => ({
      buyerId: householdId,
      listingKey: 'HH-K1',
      authorId,
      visibility,
      text,
    });
    await db()
      .insert(listingNotes)
      .values([
        note(co.id, 'private', 'co private'),
        note(co.id, 'household', 'co household'),
        note(co.id, 'shared', 'co shared'),
        note(buyer.id, 'private', 'buyer private'),
      ]);

    const left = await leave('co1', 'co1', true);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ message: householdMessages.left });

    const moved = await userNamed('co1');
    expect(moved.householdId).not.toBe(householdId);
    const newId = moved.householdId!;
    const listOf = async (id: string) =>
      (
        await db()
          .select({ key: buyerHomes.listingKey })
          .from(buyerHomes)
          .where(eq(buyerHomes.buyerId, id))
          .orderBy(asc(buyerHomes.position))
      ).map((row) => row.key);
    const likesOf = async (id: string) =>
      (
        await db()
          .select({ key: homeLikes.listingKey, userId: homeLikes.userId })
          .from(homeLikes)
          .where(eq(homeLikes.buyerId, id))
          .orderBy(asc(homeLikes.listingKey))
      ).map((row) => `${row.key}:${row.userId === buyer.id ? 'buyer' : 'co'}`);
    expect(await listOf(newId)).toEqual(keys);
    expect(await likesOf(newId)).toEqual(['HH-K2:co', 'HH-K3:co']);
    expect(await listOf(householdId)).toEqual(keys);
    expect(await likesOf(householdId)).toEqual(['HH-K1:buyer', 'HH-K3:buyer']);
    const notesOf = async (id: string) =>
      (
        await db()
          .select({ text: listingNotes.text })
          .from(listingNotes)
          .where(eq(listingNotes.buyerId, id))
          .orderBy(asc(listingNotes.text))
      ).map((row) => row.text);
    expect(await notesOf(newId)).toEqual(['co private']);
    expect(await notesOf(householdId)).toEqual(['buyer private', 'co household', 'co shared']);

    const answer = householdResponseSchema.parse((await read('co1')).json()).data;
    expect(answer.members.map((m) => m.username)).toEqual(['co1']);
    const stayed = householdResponseSchema.parse((await read('buyer1a')).json()).data;
    expect(stayed.members.map((m) => m.username)).toEqual(['buyer1a']);
    const leftText = householdMessages.leftNotice('co1 Co');
    expect(await noticesOf('buyer1a')).toContainEqual({ kind: 'household', title: leftText });
    expect(await noticesOf('realtor1')).toContainEqual({ kind: 'household', title: leftText });
    // The one who left reads their own household now; the old one is a stranger's.
    expect((await read('co1', 'buyer1a')).statusCode).toBe(404);
  });

  it("lets the household's realtor remove a member without a copy, and refuses the last member", async () => {
    await join('buyer1a', 'co2');
    const householdId = (await userNamed('buyer1a')).householdId!;
    const removed = await leave('realtor1', 'co2');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: householdMessages.removed('co2 Co') });
    const co2 = await userNamed('co2');
    expect(co2.householdId).not.toBe(householdId);
    expect(co2.supervisorId).toBe(world.ids.realtor1);
    expect(
      await db().select().from(buyerHomes).where(eq(buyerHomes.buyerId, co2.householdId!)),
    ).toEqual([]);
    const leftText = householdMessages.leftNotice('co2 Co');
    expect(await noticesOf('buyer1a')).toContainEqual({ kind: 'household', title: leftText });
    expect(await noticesOf('realtor1')).not.toContainEqual({ kind: 'household', title: leftText });

    const last = await leave('buyer1a', 'buyer1a');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      code: 'LAST_MEMBER',
      message: householdMessages.lastMember,
    });
    expect((await userNamed('buyer1a')).householdId).toBe(householdId);
  });

  it('lets one of two members leaving at once go; the other is its last member (409)', async () => {
    await join('buyer2b', 'duo');
    const householdId = (await userNamed('buyer2b')).householdId!;
    const answers = await Promise.all([leave('buyer2b', 'buyer2b'), leave('duo', 'duo')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const stayed = await db()
      .select({ username: users.username })
      .from(users)
      .where(eq(users.householdId, householdId));
    expect(stayed).toHaveLength(1);
  });

  it('revokes a household invitation with its inviter: a deleted inviter leaves no live link', async () => {
    expect((await invite('co2', { email: 'orphan@example.com' })).statusCode).toBe(201);
    const requestId = await requestIdFor('orphan@example.com');
    const deleted = await world.t.app.inject({
      method: 'DELETE',
      url: '/api/rela/users',
      headers: await world.as('realtor1'),
      payload: { username: 'co2' },
    });
    expect(deleted.statusCode).toBe(200);
    const info = await world.t.app.inject({
      url: `/api/dashboard/get-invite-info?requestId=${requestId}`,
    });
    expect(info.statusCode).toBe(404);
  });
});
