import {
  errorBodySchema,
  limits,
  pushDeviceSchema,
  pushDevicesResponseSchema,
  pushMessages,
  pushPublicKeyResponseSchema,
} from '@rela/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  loginAs,
  TEST_VAPID_KEYS,
  type TestApp,
} from '../../../test/app';
import { drivers } from '../../../test/db';
import { pushSubscriptions, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { browserKeys, subscriptionJson } from '../../../test/push-service';

const loopback = 'http://127.0.0.1:4199';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** REQ-PUSH-DEVICES, REQ-PUSH-ALLOWLIST (ADR 052): the push calls, each on the caller's own devices. */
describe.each(drivers)('push calls (%s)', (driver) => {
  let t: TestApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await buildTestApp({
      driver,
      env: { PUSH_SERVICE_ORIGINS: loopback, LOGIN_LIMIT_PER_MINUTE: '1000' },
    });
    await createUser(t.db, { username: 'ada', role: 'buyer' });
    await createUser(t.db, { username: 'bob', role: 'realtor' });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.delete(pushSubscriptions);
  });

  const as = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, await loginAs(t.app, username));
    return bearer(tokens.get(username)!);
  };
  const subscribe = async (username: string, payload: unknown, userAgent = safari) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...(await as(username)), 'user-agent': userAgent },
      payload: payload as Record<string, unknown>,
    });
  const devices = async (username: string) => {
    const response = await t.app.inject({
      url: '/api/push/subscriptions',
      headers: await as(username),
    });
    expect(response.statusCode).toBe(200);
    return pushDevicesResponseSchema.parse(response.json()).items;
  };
  const remove = async (username: string, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${id}`,
      headers: await as(username),
    });

  it('answers the VAPID public key to a signed-in caller only', async () => {
    const response = await t.app.inject({ url: '/api/push/public-key', headers: await as('ada') });
    expect(response.statusCode).toBe(200);
    expect(pushPublicKeyResponseSchema.parse(response.json())).toEqual({
      publicKey: TEST_VAPID_KEYS.publicKey,
    });
    expect(Buffer.from(TEST_VAPID_KEYS.publicKey, 'base64url')).toHaveLength(65);
  });

  it('answers 401 to every call without a session, and changes nothing', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/push/public-key' },
      { method: 'GET' as const, url: '/api/push/subscriptions' },
      {
        method: 'POST' as const,
        url: '/api/push/subscriptions',
        payload: subscriptionJson(`${loopback}/x`, browserKeys()),
      },
      {
        method: 'DELETE' as const,
        url: '/api/push/subscriptions/00000000-0000-4000-8000-000000000000',
      },
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, call.url).toBe(401);
    }
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('stores a device (201), lists it without its endpoint or keys, and replaces its keys (200)', async () => {
    const keys = browserKeys();
    const created = await subscribe('ada', subscriptionJson(`${loopback}/ada`, keys));
    expect(created.statusCode).toBe(201);
    const device = pushDeviceSchema.parse(created.json());
    expect(device).toMatchObject({ label: 'Safari on iPhone', lastUsedAt: null });
    const listed = await devices('ada');
    expect(listed).toEqual([device]);
    expect(JSON.stringify(listed)).not.toContain(loopback);
    expect(JSON.stringify(listed)).not.toContain(subscriptionJson('', keys).keys.auth);

    // The same endpoint again (the browser renewed its keys): the same device, new keys.
    const renewed = browserKeys();
    const again = await subscribe('ada', {
      ...subscriptionJson(`${loopback}/ada`, renewed),
      expirationTime: null,
    });
    expect(again.statusCode).toBe(200);
    expect(pushDeviceSchema.parse(again.json()).id).toBe(device.id);
    const [row] = await t.db.select().from(pushSubscriptions);
    expect(row?.p256dh).toBe(renewed.ecdh.getPublicKey().toString('base64url'));
    expect(await devices('bob')).toEqual([]);
  });

  it('refuses an endpoint of no known push service with 400, storing nothing', async () => {
    const keys = browserKeys();
    const foreign = [
      'https://evil.example/push/1',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'http://127.0.0.1:4198/other-port',
      'http://169.254.169.254/latest/meta-data',
      'http://localhost/push',
      'https://10.0.0.1/push',
    ];
    for (const endpoint of foreign) {
      const response = await subscribe('ada', subscriptionJson(endpoint, keys));
      expect(response.statusCode, endpoint).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.message, endpoint).toBe(pushMessages.endpointNotAllowed);
    }
    // Not a URL of http(s) at all: the schema's refusal, naming the same sentence.
    for (const endpoint of ['ftp://fcm.googleapis.com/x', 'javascript:alert(1)', 'not a url']) {
      const response = await subscribe('ada', subscriptionJson(endpoint, keys));
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.body, endpoint).toContain(pushMessages.endpointNotAllowed);
    }
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);

    // The browsers' own services are accepted.
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGk5',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect((await subscribe('ada', subscriptionJson(endpoint, keys))).statusCode, endpoint).toBe(
        201,
      );
    }
  });

  it('refuses bad keys with 400, storing nothing', async () => {
    const good = subscriptionJson(`${loopback}/keys`, browserKeys());
    const bad = [
      { ...good, keys: { ...good.keys, p256dh: 'A'.repeat(87) } },
      { ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(0, 86)}=` } },
      { ...good, keys: { ...good.keys, auth: 'short' } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AAA` } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { endpoint: good.endpoint },
      { ...good, extra: true },
    ];
    for (const payload of bad) {
      const response = await subscribe('ada', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const wrongPoint = await subscribe('ada', {
      ...good,
      keys: { ...good.keys, p256dh: Buffer.alloc(65, 7).toString('base64url') },
    });
    expect(wrongPoint.statusCode).toBe(400);
    expect(errorBodySchema.parse(wrongPoint.json()).message).toBe(pushMessages.badKeys);
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('removes the caller’s own device; an unknown id, a bad id or another’s device is a 404', async () => {
    const ada = pushDeviceSchema.parse(
      (await subscribe('ada', subscriptionJson(`${loopback}/a`, browserKeys()))).json(),
    );
    const bob = pushDeviceSchema.parse(
      (await subscribe('bob', subscriptionJson(`${loopback}/b`, browserKeys()))).json(),
    );
    for (const id of [bob.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await remove('ada', id);
      expect(response.statusCode, id).toBe(404);
      expect(errorBodySchema.parse(response.json()).message).toBe(pushMessages.deviceNotFound);
    }
    expect(await devices('bob')).toHaveLength(1);
    const removed = await remove('ada', ada.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: ada.id });
    expect(await devices('ada')).toEqual([]);
    expect((await remove('ada', ada.id)).statusCode).toBe(404);
  });

  it('keeps at most limits.pushDevicesPerUser devices: a new one drops the least recently used', async () => {
    const ids: string[] = [];
    for (let index = 0; index < limits.pushDevicesPerUser; index += 1) {
      t.clock.advance(1_000);
      const response = await subscribe(
        'ada',
        subscriptionJson(`${loopback}/d${index}`, browserKeys()),
      );
      ids.push(pushDeviceSchema.parse(response.json()).id);
    }
    // The first device was used lately: the second is now the least recently used.
    await t.db
      .update(pushSubscriptions)
      .set({ lastUsedAt: t.clock.now() })
      .where(eq(pushSubscriptions.id, ids[0]!));
    t.clock.advance(1_000);
    const newest = await subscribe('ada', subscriptionJson(`${loopback}/new`, browserKeys()));
    expect(newest.statusCode).toBe(201);
    const left = (await devices('ada')).map((device) => device.id);
    expect(left).toHaveLength(limits.pushDevicesPerUser);
    expect(left).not.toContain(ids[1]);
    expect(left).toContain(ids[0]);
    expect(left).toContain(pushDeviceSchema.parse(newest.json()).id);
  });

  it('removes a person’s devices with the person', async () => {
    const carol = await createUser(t.db, { username: 'carol', role: 'buyer' });
    await subscribe('carol', subscriptionJson(`${loopback}/c`, browserKeys()));
    await t.db.delete(users).where(eq(users.id, carol.id));
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });
});
