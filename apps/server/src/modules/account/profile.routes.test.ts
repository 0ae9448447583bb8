import { userProfileSchema } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import { users, type UserRow } from '../../db/schema';
import { callsAs } from './test-support';

/** REQ-SEC-ACCESS, REQ-SEC-INPUT: a user changes only their own name; role, supervisor and flags are ignored. */
describe.each(drivers)('PUT /api/users/me (%s)', (driver) => {
  let t: TestApp;
  let lead: UserRow;
  let realtor: UserRow;
  let token: string;
  const api = callsAs(
    () => t.app,
    () => token,
  );

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    lead = await createUser(t.db, { username: 'lead', role: 'team-leader' });
    realtor = await createUser(t.db, {
      username: 'rita',
      role: 'realtor',
      supervisorId: lead.id,
      phone: '+14155550100',
    });
    token = await loginAs(t.app, 'rita');
  });
  afterAll(() => t.close());

  const row = async () => (await t.db.select().from(users).where(eq(users.id, realtor.id)))[0];

  it('changes the first and last name, trimmed, and answers the profile', async () => {
    const response = await api.put('/api/users/me', {
      firstName: ' Rita ',
      lastName: 'Reyes-Long',
    });
    expect(response.statusCode).toBe(200);
    expect(userProfileSchema.parse(response.json())).toMatchObject({
      id: realtor.id,
      firstName: 'Rita',
      lastName: 'Reyes-Long',
      role: 'realtor',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ignores role, supervisor, e-mail, phone, verification flags and the password in the body', async () => {
    const before = await row();
    const response = await api.put('/api/users/me', {
      firstName: 'Rita',
      role: 'company-owner',
      userRole: 'company-owner',
      supervisorId: null,
      supervisor_id: null,
      email: 'evil@rela.example',
      userEmail: 'evil@rela.example',
      phone: '+14155550999',
      emailVerified: false,
      phoneNumberVerified: true,
      phoneVerified: true,
      emailConfirmationStatus: 'FORCE_CHANGE_PASSWORD',
      status: 'FORCE_CHANGE_PASSWORD',
      passwordHash: 'x',
      credentialsVersion: 99,
      profileImage: 'https://evil.example/x.jpg',
    });
    expect(response.statusCode).toBe(200);
    const after = await row();
    expect(after).toMatchObject({
      role: 'realtor',
      supervisorId: lead.id,
      email: before?.email,
      phone: '+14155550100',
      emailVerified: before?.emailVerified,
      phoneVerified: false,
      status: 'CONFIRMED',
      passwordHash: before?.passwordHash,
      credentialsVersion: before?.credentialsVersion,
      profileImage: null,
    });
  });

  it.each([
    { firstName: '' },
    { firstName: '   ' },
    { lastName: 'x'.repeat(101) },
    { firstName: 42 },
  ])('answers 400 for %j and changes nothing', async (body) => {
    const before = await row();
    expect((await api.put('/api/users/me', body)).statusCode).toBe(400);
    expect(await row()).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: { firstName: 'X' },
    });
    expect(response.statusCode).toBe(401);
  });
});
