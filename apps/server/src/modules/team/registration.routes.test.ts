import {
  invitationLinkMessages,
  inviteUserResponseSchema,
  tokens,
  registrationMessages,
} from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/app';
import { drivers } from '../../../test/db';
import { invitations, users } from '../../db/schema';
import { buildTeamWorld, type TeamWorld } from './test-support';

const PASSWORD = 'Invited-pass-2026!';

/** REQ-SEC-INVITATIONS, REQ-SEC-ACCESS: an invitation registers one user, once, with the role it names. */
describe.each(drivers)('POST /api/dashboard/complete-registration (%s)', (driver) => {
  let world: TeamWorld;
  beforeAll(async () => {
    world = await buildTeamWorld(driver);
  });
  afterAll(() => world.close());

  const invite = async (inviter: string, email: string) => {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/dashboard/invite-user',
      headers: await world.as(inviter),
      payload: { email },
    });
    expect(response.statusCode).toBe(201);
    return inviteUserResponseSchema.parse(response.json()).data.requestId;
  };
  const complete = (payload: Record<string, unknown>) =>
    world.t.app.inject({
      method: 'POST',
      url: '/api/dashboard/complete-registration',
      payload: { password: PASSWORD, firstName: 'New', lastName: 'Person', ...payload },
    });
  const stored = async (username: string) =>
    (await world.t.db.select().from(users).where(eq(users.username, username)))[0];

  it('creates a CONFIRMED user with the invited role under the inviter, ignoring role fields', async () => {
    const requestId = await invite('realtor1', 'fresh@example.com');
    const response = await complete({
      requestId,
      username: '  Fresh ',
      email: 'FRESH@example.com',
      role: 'company-owner',
      userType: 'company-owner',
      supervisorId: world.ids.owner2,
      supervisor: 'owner2',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 201, message: registrationMessages.created });
    expect(await stored('fresh')).toMatchObject({
      email: 'fresh@example.com',
      role: 'buyer',
      supervisorId: world.ids.realtor1,
      status: 'CONFIRMED',
      emailVerified: true,
      firstName: 'New',
      lastName: 'Person',
    });
    expect(await loginAs(world.t.app, 'fresh', PASSWORD)).toBeTruthy();
    const [row] = await world.t.db.select().from(invitations).where(eq(invitations.id, requestId));
    expect(row?.usedAt).not.toBeNull();
    const again = await complete({ requestId, username: 'fresh2', email: 'fresh@example.com' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: 'INVITATION_USED',
      message: invitationLinkMessages.used('Realtor Branch1'),
    });
  });

  it('takes one of two parallel calls with the same id', async () => {
    const requestId = await invite('lead1', 'race@example.com');
    const answers = await Promise.all(
      ['racer-a', 'racer-b'].map((username) =>
        complete({ requestId, username, email: 'race@example.com' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 410]);
    const created = await world.t.db
      .select()
      .from(users)
      .where(eq(users.email, 'race@example.com'));
    expect(created).toHaveLength(1);
    expect(created[0]?.role).toBe('realtor');
  });

  it('refuses an invitation after its 7 days', async () => {
    const requestId = await invite('owner1', 'late@example.com');
    world.t.clock.advance(tokens.invitationTtlMs);
    const response = await complete({ requestId, username: 'late', email: 'late@example.com' });
    expect(response.statusCode).toBe(404);
    expect(await stored('late')).toBeUndefined();
  });

  it('answers 409 for a taken username and for an e-mail registered meanwhile', async () => {
    const requestId = await invite('realtor2', 'taken@example.com');
    const taken = await complete({ requestId, username: 'buyer1a', email: 'taken@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: registrationMessages.usernameTaken });
    await createUser(world.t.db, { username: 'sneaky', role: 'buyer', email: 'Taken@example.com' });
    const registered = await complete({ requestId, username: 'other', email: 'taken@example.com' });
    expect(registered.statusCode).toBe(409);
    expect(registered.json()).toMatchObject({ message: registrationMessages.emailTaken });
  });

  it('refuses another e-mail, a weak password and missing names (400) and changes nothing', async () => {
    const requestId = await invite('realtor2', 'strict@example.com');
    const cases = [
      { email: 'someone-else@example.com' },
      { email: 'strict@example.com', password: 'weakpass' },
      { email: 'strict@example.com', firstName: '  ' },
      { email: 'strict@example.com', lastName: undefined },
    ];
    for (const payload of cases) {
      const response = await complete({ requestId, username: 'strict', ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await stored('strict')).toBeUndefined();
    const ok = await complete({ requestId, username: 'strict', email: 'strict@example.com' });
    expect(ok.statusCode).toBe(201);
  });

  it('answers the generic 404 to a malformed or unknown id', async () => {
    for (const requestId of ['nope', crypto.randomUUID()]) {
      const response = await complete({ requestId, username: 'ghost', email: 'g@example.com' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: registrationMessages.invalidRequestId });
    }
  });
});
