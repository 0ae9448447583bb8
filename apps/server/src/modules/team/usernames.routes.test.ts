import { inviteUserResponseSchema, registrationMessages } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { users } from '../../db/schema';
import { buildTeamWorld, type TeamWorld } from './test-support';

/** REQ-SEC-USERNAMES: look-alike usernames are refused at registration. */
describe.each(drivers)('usernames at registration (%s)', (driver) => {
  let world: TeamWorld;
  beforeAll(async () => {
    world = await buildTeamWorld(driver);
  });
  afterAll(() => world.close());

  const register = async (username: string, email: string) => {
    const invited = await world.t.app.inject({
      method: 'POST',
      url: '/api/dashboard/invite-user',
      headers: await world.as('realtor1'),
      payload: { email },
    });
    const { requestId } = inviteUserResponseSchema.parse(invited.json()).data;
    return world.t.app.inject({
      method: 'POST',
      url: '/api/dashboard/complete-registration',
      payload: {
        requestId,
        username,
        email,
        password: 'Invited-pass-2026!',
        firstName: 'New',
        lastName: 'Person',
      },
    });
  };

  it.each([
    ['Cyrillic look-alike', 'rеaltor1'],
    ['zero-width space', 'real\u200btor'],
    ['markup', '<b>realtor</b>'],
    ['space', 'real tor'],
  ])('answers 400 for a %s with the catalogue text', async (_what, username) => {
    const response = await register(username, `bad-${Math.random()}@example.com`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: registrationMessages.usernameCharacters });
  });

  it.each([
    ['full-width', 'ｒｅａｌｔｏｒ１'],
    ['1 for l and 0 for o', 'rea1t0r1'],
    ['rn for m, _ for .', 'rnaria_x'],
  ])('answers 409 for a %s confusable with an existing username', async (_what, username) => {
    if (username.startsWith('rn'))
      expect((await register('maria.x', 'maria@example.com')).statusCode).toBe(201);
    const response = await register(username, `look-${Math.random()}@example.com`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: registrationMessages.usernameTaken });
  });

  it('stores a full-width username as its ASCII form', async () => {
    expect((await register('ｎｅｗｃｏｍｅｒ', 'newcomer@example.com')).statusCode).toBe(201);
    const [row] = await world.t.db.select().from(users).where(eq(users.username, 'newcomer'));
    expect(row?.usernameSkeleton).toBe('newcomer');
  });
});
