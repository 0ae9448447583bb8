import {
  alertMessages,
  teamMessages,
  invitationLinkMessages,
  inviteInfoResponseSchema,
  inviteUserResponseSchema,
  tokens,
  registrationMessages,
} from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { invitations } from '../../db/schema';
import { outboxOf } from '../../../test/requests';
import { buildTeamWorld, linkIn, type TeamWorld } from './test-support';

/** REQ-SEC-INVITATIONS: invitations come from crypto.randomUUID, expire, and answer one generic 404. */
describe.each(drivers)('invitations (%s)', (driver) => {
  let world: TeamWorld;
  beforeAll(async () => {
    world = await buildTeamWorld(driver);
  });
  afterAll(() => world.close());

  const invite = async (inviter: string, payload: Record<string, unknown>, query = '') =>
    world.t.app.inject({
      method: 'POST',
      url: `/api/dashboard/invite-user${query}`,
      headers: await world.as(inviter),
      payload,
    });
  const info = (requestId: string) =>
    world.t.app.inject({
      url: `/api/dashboard/get-invite-info?requestId=${encodeURIComponent(requestId)}`,
    });
  const verify = (requestId: unknown) =>
    world.t.app.inject({
      method: 'POST',
      url: '/api/dashboard/verify-signup-request',
      payload: { requestId },
    });
  const inviteOk = async (inviter: string, email: string) => {
    const response = await invite(inviter, { email });
    expect(response.statusCode).toBe(201);
    return inviteUserResponseSchema.parse(response.json()).data;
  };

  it.each([
    ['owner1', 'team-leader'],
    ['lead1', 'realtor'],
    ['realtor1', 'buyer'],
  ])('lets %s invite a %s, whatever userType the body names', async (inviter, role) => {
    const email = `new-${inviter}@example.com`;
    const response = await invite(inviter, {
      email: `  ${email.toUpperCase()} `,
      userType: 'company-owner',
    });
    expect(response.statusCode).toBe(201);
    const body = inviteUserResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 201,
      message: teamMessages.invited,
      data: { email, role },
    });
    const [row] = await world.t.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, body.data.requestId));
    expect(row).toMatchObject({ email, role, inviterId: world.ids[inviter], usedAt: null });
    expect(row?.expiresAt.getTime()).toBe(world.t.clock.now().getTime() + tokens.invitationTtlMs);
  });

  it('lets the clientEmail query win over the body', async () => {
    const data = await (async () => {
      const response = await invite(
        'realtor1',
        { email: 'body@example.com' },
        '?clientEmail=Query@Example.com',
      );
      expect(response.statusCode).toBe(201);
      return inviteUserResponseSchema.parse(response.json()).data;
    })();
    expect(data.email).toBe('query@example.com');
  });

  it('queues the e-mail with the registration link carrying requestId and email', async () => {
    const data = await inviteOk('realtor1', 'linked@example.com');
    const mail = (await outboxOf(world.t.db, 'invitation')).find((m) => m.recipient === data.email);
    expect(mail).toBeDefined();
    expect(linkIn(mail?.bodyText ?? '')).toEqual({
      path: '/register/invite',
      requestId: data.requestId,
      email: data.email,
    });
    expect(mail?.bodyText).toContain('http://localhost:3000/register/invite?');
  });

  it('gives the link’s expiry in words, in the inviter’s zone (New York’s when none is told)', async () => {
    const expiry = (mail: { bodyText: string } | undefined) =>
      mail?.bodyText.match(/works once, until (.+)\. If you/)?.[1];
    const words = /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M /;
    const mailTo = async (email: string) =>
      (await outboxOf(world.t.db, 'invitation')).find((m) => m.recipient === email);

    const pacific = await invite('realtor1', {
      email: 'zone@example.com',
      timeZone: 'America/Los_Angeles',
    });
    expect(pacific.statusCode).toBe(201);
    const told = expiry(await mailTo('zone@example.com'));
    expect(told).toMatch(words);
    expect(told).toMatch(/ P[SD]T$/);

    await inviteOk('realtor1', 'nozone@example.com');
    const fallback = expiry(await mailTo('nozone@example.com'));
    expect(fallback).toMatch(words);
    expect(fallback).toMatch(/ E[SD]T$/);
    expect(fallback).not.toContain('GMT');

    const bad = await invite('realtor1', { email: 'badzone@example.com', timeZone: 'Mars/Base' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(alertMessages.badTimeZone);
    expect(await mailTo('badzone@example.com')).toBeUndefined();
  });

  it('refuses a buyer (403), a missing or bad e-mail (400) and no sign-in (401)', async () => {
    expect((await invite('buyer1a', { email: 'x@example.com' })).statusCode).toBe(403);
    expect((await invite('realtor1', {})).statusCode).toBe(400);
    expect((await invite('realtor1', { email: 'not-an-email' })).statusCode).toBe(400);
    const anonymous = await world.t.app.inject({
      method: 'POST',
      url: '/api/dashboard/invite-user',
      payload: { email: 'x@example.com' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 409 for an e-mail a user has, in any case', async () => {
    const response = await invite('realtor1', { email: 'BUYER2A@rela.example' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: teamMessages.inviteExists,
    });
  });

  it('answers the invitation while it is live, on both calls', async () => {
    const data = await inviteOk('realtor1', 'live@example.com');
    const expected = {
      status: 200,
      message: registrationMessages.inviteValid,
      data: { email: 'live@example.com', role: 'buyer', inviterName: 'Realtor Branch1' },
    };
    expect(inviteInfoResponseSchema.parse((await info(data.requestId)).json())).toEqual(expected);
    expect((await verify(data.requestId)).json()).toEqual(expected);
    expect((await info(data.requestId.toUpperCase())).statusCode).toBe(200);
  });

  it('tells the holder of a used link that it was used and whom to ask (410), on both calls', async () => {
    const data = await inviteOk('realtor1', 'used@example.com');
    const registered = await world.t.app.inject({
      method: 'POST',
      url: '/api/dashboard/complete-registration',
      payload: {
        requestId: data.requestId,
        username: 'used',
        password: 'Invited-pass-2026!',
        firstName: 'Ulla',
        lastName: 'Used',
        email: 'used@example.com',
      },
    });
    expect(registered.statusCode).toBe(201);
    const message = invitationLinkMessages.used('Realtor Branch1');
    for (const response of [await info(data.requestId), await verify(data.requestId)]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: 'INVITATION_USED', message });
    }
    expect((await info(crypto.randomUUID())).statusCode).toBe(404);
  });

  it('answers one identical 404 to unknown, replaced, revoked, expired and malformed ids', async () => {
    const replaced = await inviteOk('realtor1', 'twice@example.com');
    const current = await inviteOk('realtor1', 'twice@example.com');
    const revoked = await inviteOk('lead1', 'revoked@example.com');
    await world.t.app.inject({
      method: 'DELETE',
      url: '/api/rela/users',
      headers: await world.as('lead1'),
      payload: { username: 'revoked@example.com' },
    });
    expect((await info(current.requestId)).statusCode).toBe(200);
    const expiring = await inviteOk('owner2', 'expiring@example.com');
    world.t.clock.advance(tokens.invitationTtlMs - 1);
    expect((await info(expiring.requestId)).statusCode).toBe(200);
    world.t.clock.advance(1);

    const ids = [
      crypto.randomUUID(),
      replaced.requestId,
      revoked.requestId,
      expiring.requestId,
      'not-a-uuid',
      `${current.requestId}x`,
      "'; drop table invitations; --",
      '',
    ];
    const bodies = new Set<string>();
    for (const id of ids) {
      for (const response of [await info(id), await verify(id)]) {
        expect(response.statusCode, id).toBe(404);
        const { requestId: _ignored, ...body } = response.json<Record<string, unknown>>();
        bodies.add(JSON.stringify(body));
      }
    }
    expect([...bodies]).toEqual([
      JSON.stringify({
        status: 404,
        code: 'NOT_FOUND',
        statusMessage: registrationMessages.invalidRequestId,
        message: registrationMessages.invalidRequestId,
      }),
    ]);
  });
});
