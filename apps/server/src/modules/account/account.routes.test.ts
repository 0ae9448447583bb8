import { accountInfoSchema, userProfileSchema } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs, buildTestApp, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';

describe.each(drivers)('account routes (%s)', (driver) => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
    const user = await createUser(t.deps.database.db, {
      username: 'realtor',
      role: 'realtor',
      firstName: 'Rita',
      lastName: 'Reyes',
      phone: '+15551234567',
    });
    userId = user.id;
  });
  afterAll(() => t.close());

  it('GET /api/my-account-info answers the server field names', async () => {
    const token = await loginAs(t.app, 'realtor');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-account-info',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(accountInfoSchema.parse(response.json())).toEqual({
      userId,
      userUsername: 'realtor',
      userFirstName: 'Rita',
      userLastName: 'Reyes',
      userEmail: 'realtor@rela.example',
      userPhoneNumber: '+15551234567',
      userProfilePicURL: null,
      userRole: 'realtor',
      phoneNumberVerified: false,
      emailVerified: true,
      emailConfirmationStatus: 'CONFIRMED',
    });
  });

  it('GET /api/users/me answers the profile', async () => {
    const token = await loginAs(t.app, 'realtor');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(userProfileSchema.parse(response.json())).toMatchObject({
      id: userId,
      username: 'realtor',
      firstName: 'Rita',
      role: 'realtor',
      phone: '+15551234567',
    });
  });

  it.each(['/api/my-account-info', '/api/users/me'])(
    '%s answers 401 without a valid token',
    async (url) => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const forged = await t.app.inject({ method: 'GET', url, headers: bearer('not.a.token') });
      expect(forged.statusCode).toBe(401);
    },
  );
});
