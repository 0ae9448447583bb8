import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, loginAs, type TestApp } from './app';
import { drivers } from './db';

describe.each(drivers)('the integration test builder on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(() => t.close());

  it('creates users in a hierarchy and signs them in', async () => {
    const lead = await createUser(t.db, { username: 'lead-one', role: 'team-leader' });
    const realtor = await createUser(t.db, {
      username: 'realtor-one',
      role: 'realtor',
      supervisorId: lead.id,
      password: 'Other-pass-2026!',
    });
    expect(realtor.supervisorId).toBe(lead.id);
    const token = await loginAs(t.app, 'realtor-one', 'Other-pass-2026!');
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    await expect(loginAs(t.app, 'lead-one', 'wrong-Pass-1!')).rejects.toThrow(/401/);
  });
});
