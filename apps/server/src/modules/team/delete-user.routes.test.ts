import { teamMessages, deleteUserResponseSchema, tokenResponseSchema } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { buyerHomes, invitations, listingNotes, users } from '../../db/schema';
import { createUser } from '../../../test/app';
import { buildTeamWorld, type TeamWorld } from './test-support';

/** REQ-TEAM-DELETE, REQ-SEC-ACCESS, REQ-SEC-SESSION-LIFETIME: only a direct supervisor deletes, never themself; sessions end at once. */
describe.each(drivers)('DELETE /api/rela/users (%s)', (driver) => {
  let world: TeamWorld;
  beforeAll(async () => {
    world = await buildTeamWorld(driver);
  });
  afterAll(() => world.close());

  const remove = async (actor: string, username: string) =>
    world.t.app.inject({
      method: 'DELETE',
      url: '/api/rela/users',
      headers: await world.as(actor),
      payload: { username },
    });
  const exists = async (username: string) =>
    (await world.t.db.select().from(users).where(eq(users.username, username))).length > 0;

  it('deletes a direct subordinate and ends their access and refresh tokens at once', async () => {
    const login = await world.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'buyer1b', password: 'Test-pass-2026!' },
    });
    const session = tokenResponseSchema.parse(login.json());
    await world.t.db
      .insert(buyerHomes)
      .values({ buyerId: world.ids.buyer1b ?? '', listingKey: 'RELA9', position: 0 });
    const me = () =>
      world.t.app.inject({
        url: '/api/my-account-info',
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
    expect((await me()).statusCode).toBe(200);

    const response = await remove('realtor1', 'BUYER1B');
    expect(response.statusCode).toBe(200);
    expect(deleteUserResponseSchema.parse(response.json())).toEqual({
      error: false,
      status: 200,
      message: teamMessages.userDeleted,
    });
    expect(await exists('buyer1b')).toBe(false);
    expect((await me()).statusCode).toBe(401);
    const refresh = await world.t.app.inject({
      method: 'POST',
      url: '/api/refresh-access-token',
      payload: { username: 'buyer1b', refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const homes = await world.t.db
      .select()
      .from(buyerHomes)
      .where(eq(buyerHomes.listingKey, 'RELA9'));
    expect(homes).toEqual([]);
  });

  it('refuses yourself with 400 and the catalogue text', async () => {
    const response = await remove('lead1', 'lead1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CANNOT_DELETE_SELF',
      message: teamMessages.deleteSelf,
    });
    expect(await exists('lead1')).toBe(true);
  });

  it('answers 403 below but not direct, 404 outside the chain or unknown', async () => {
    expect((await remove('lead1', 'buyer1a')).statusCode).toBe(403);
    expect((await remove('owner1', 'realtor1')).statusCode).toBe(403);
    expect((await remove('lead2', 'realtor1')).statusCode).toBe(404);
    expect((await remove('buyer1a', 'realtor1')).statusCode).toBe(404);
    expect((await remove('realtor1', 'nobody')).statusCode).toBe(404);
    for (const username of ['buyer1a', 'realtor1']) expect(await exists(username)).toBe(true);
  });

  it('refuses to orphan a team: 409 while the user has subordinates', async () => {
    const response = await remove('lead2', 'realtor2');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: teamMessages.reassignFirst,
    });
    expect(await exists('realtor2')).toBe(true);
    expect((await remove('realtor2', 'buyer2a')).statusCode).toBe(200);
    expect((await remove('realtor2', 'buyer2b')).statusCode).toBe(200);
    expect((await remove('lead2', 'realtor2')).statusCode).toBe(200);
    expect(await exists('realtor2')).toBe(false);
  });

  it("takes the user's private notes in others' threads with them; their shared notes stay, without an author", async () => {
    // A realtor whose buyer was reassigned keeps notes in that buyer's thread.
    const former = await createUser(world.t.db, {
      username: 'realtor1-former',
      role: 'realtor',
      supervisorId: world.ids.lead1,
    });
    const thread = { buyerId: world.ids.buyer1a ?? '', listingKey: 'RELA7' };
    await world.t.db.insert(listingNotes).values([
      { ...thread, authorId: former.id, visibility: 'private', text: 'Only for me: overpriced.' },
      { ...thread, authorId: former.id, visibility: 'shared', text: 'Ask about the roof.' },
      { ...thread, authorId: world.ids.buyer1a, visibility: 'private', text: 'My own.' },
    ]);

    expect((await remove('lead1', 'realtor1-former')).statusCode).toBe(200);
    const left = await world.t.db
      .select({ authorId: listingNotes.authorId, text: listingNotes.text })
      .from(listingNotes)
      .where(eq(listingNotes.listingKey, 'RELA7'));
    expect(left).toHaveLength(2);
    expect(left).toEqual(
      expect.arrayContaining([
        { authorId: null, text: 'Ask about the roof.' },
        { authorId: world.ids.buyer1a, text: 'My own.' },
      ]),
    );
  });

  it("revokes a pending invitee of the caller's, named by e-mail, and only theirs", async () => {
    const invited = await world.t.app.inject({
      method: 'POST',
      url: '/api/dashboard/invite-user',
      headers: await world.as('lead1'),
      payload: { email: 'invited-realtor@example.com' },
    });
    expect(invited.statusCode).toBe(201);
    expect((await remove('owner1', 'invited-realtor@example.com')).statusCode).toBe(404);
    const response = await remove('lead1', 'Invited-Realtor@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: teamMessages.invitationRevoked });
    const [row] = await world.t.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'invited-realtor@example.com'));
    expect(row?.revokedAt).not.toBeNull();
    expect((await remove('lead1', 'invited-realtor@example.com')).statusCode).toBe(404);
  });
});
