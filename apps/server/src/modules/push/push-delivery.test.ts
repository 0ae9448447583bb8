import { defaultNotificationPreferences, pushMessages, pushPayloadSchema } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  loginAs,
  TEST_VAPID_KEYS,
  type TestApp,
} from '../../../test/app';
import {
  appendEvent,
  deliverAlerts,
  dueNow,
  fanOutWorker,
  holdListing,
} from '../../../test/alerts-rig';
import { drivers } from '../../../test/db';
import {
  buyerHomes,
  jobs,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  type UserRow,
} from '../../db/schema';
import type { JobWorker, WakeableJobWorker } from '../../platform/jobs';
import { noticePushed } from '../alerts';
import {
  browserKeys,
  decryptPush,
  startPushService,
  subscriptionJson,
  verifyVapid,
  type BrowserKeys,
  type PushService,
} from '../../../test/push-service';
import { PUSH_SEND_JOB } from './push-queue';
import { pushRetry, startPushWorker } from './push-worker';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * REQ-PUSH-DELIVERY, REQ-PUSH-GONE, REQ-PUSH-RETRY (ADR 052): a price drop on a buyer's home
 * reaches their device through a push service on the loopback, encrypted to the device's keys.
 */
describe.each(drivers)('a price drop pushed to a device (%s)', (driver) => {
  let t: TestApp;
  let service: PushService;
  let ada: UserRow;
  let fanOut: JobWorker;
  let pushes: WakeableJobWorker;
  let sequence = 0;

  beforeAll(async () => {
    service = await startPushService();
    t = await buildTestApp({ driver, env: { PUSH_SERVICE_ORIGINS: service.origin } });
    ada = await createUser(t.db, { username: 'ada', role: 'buyer', firstName: 'Ada' });
    fanOut = await fanOutWorker(t.db, t.clock);
    pushes = startPushWorker({
      db: t.db,
      clock: t.clock,
      logger: silent,
      keys: { ...TEST_VAPID_KEYS, subject: 'mailto:ops@rela.example' },
      pushServiceOrigins: [service.origin],
      accepted: noticePushed,
      intervalMs: 0,
    });
  });
  afterAll(async () => {
    await pushes.stop();
    await fanOut.stop();
    await t.close();
    await service.close();
  });
  afterEach(async () => {
    await t.db.delete(notifications);
    await t.db.delete(notificationPreferences);
    await t.db.delete(pushSubscriptions);
    await t.db.delete(jobs).where(eq(jobs.kind, PUSH_SEND_JOB));
    service.received.length = 0;
  });

  /** Ada's browser subscribes through the call, as the web app does. */
  const subscribe = async (keys: BrowserKeys, name = 'ada') => {
    const token = await loginAs(t.app, 'ada');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: {
        ...bearer(token),
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      },
      payload: subscriptionJson(service.endpoint(name), keys),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; label: string }>();
  };

  /** A price drop of a home on Ada's list, through the fan-out and the delivery pass. */
  const priceDrop = async () => {
    sequence += 1;
    const listingKey = `L${sequence}`;
    await holdListing(t.db, listingKey, `${sequence} Oak St`, t.clock.now());
    await t.db.insert(buyerHomes).values({ buyerId: ada.id, listingKey, position: sequence });
    await appendEvent(t.db, { listingKey, kind: 'price_change', before: 500_000, after: 480_000 });
    await dueNow(t.db, t.clock);
    await fanOut.runOnce();
    await deliverAlerts(t);
    return listingKey;
  };

  it('sends a real encrypted push the device decrypts to the notice and its home', async () => {
    // 15:00 UTC is 10:00 in New York: no quiet hours.
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
    const keys = browserKeys();
    const device = await subscribe(keys);
    expect(device.label).toBe('Chrome on Android');
    const listingKey = await priceDrop();
    expect(await pushes.runOnce()).toBe(1);

    const [push] = service.received;
    expect(push?.path).toBe('/push/ada');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    // Signed with the server's VAPID key, for this push service.
    expect(verifyVapid(push?.headers.authorization, service.origin, t.clock.now())).toBe(
      TEST_VAPID_KEYS.publicKey,
    );
    // The body is not readable without the device's keys.
    expect(push?.body.toString('latin1')).not.toContain('Oak St');
    const payload = pushPayloadSchema.parse(JSON.parse(decryptPush(push!.body, keys)));
    const [notice] = await t.db.select().from(notifications);
    expect(payload).toEqual({
      title: notice!.title,
      body: notice!.body,
      url: `/home?listing=${listingKey}`,
      tag: notice!.id,
    });
    expect(payload.title).toContain(`${sequence} Oak St`);
    // No more than the notice: no e-mail, no user id, no price history.
    expect(Object.keys(payload).sort()).toEqual(['body', 'tag', 'title', 'url']);

    // The device was used; the notice was pushed (its `unread` e-mail would stay).
    const [row] = await t.db.select().from(pushSubscriptions);
    expect(row?.lastUsedAt).toEqual(t.clock.now());
    const [after] = await t.db.select().from(notifications);
    expect(after?.pushedAt).toEqual(t.clock.now());
    const [sent] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.channel, 'push'));
    expect(sent).toMatchObject({ state: 'sent' });
  });

  it('removes a subscription the push service answers 410 for, and sends to it no more', async () => {
    t.clock.set(new Date('2026-03-03T15:00:00Z'));
    await subscribe(browserKeys());
    service.answer(410);
    await priceDrop();
    await pushes.runOnce();
    expect(service.received).toHaveLength(1);
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, PUSH_SEND_JOB));
    expect(job?.status).toBe('done');

    // The next notice finds no device: no push row is written at all.
    await priceDrop();
    const rows = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.channel, 'push'));
    expect(rows).toHaveLength(1);
  });

  it('retries a push the service answered 500 for, after the backoff, until it is taken', async () => {
    t.clock.set(new Date('2026-03-04T15:00:00Z'));
    const keys = browserKeys();
    await subscribe(keys);
    service.answer(500, 503);
    await priceDrop();
    await pushes.runOnce();
    const job = async () => (await t.db.select().from(jobs).where(eq(jobs.kind, PUSH_SEND_JOB)))[0];
    expect(await job()).toMatchObject({
      status: 'queued',
      attempts: 1,
      runAt: new Date(t.clock.now().getTime() + pushRetry.firstDelayMs),
    });
    // Not before its time.
    expect(await pushes.runOnce()).toBe(0);
    t.clock.advance(pushRetry.firstDelayMs);
    await pushes.runOnce();
    // The second wait is twice the first.
    expect(await job()).toMatchObject({
      status: 'queued',
      attempts: 2,
      runAt: new Date(t.clock.now().getTime() + 2 * pushRetry.firstDelayMs),
    });
    t.clock.advance(2 * pushRetry.firstDelayMs);
    await pushes.runOnce();
    expect(await job()).toMatchObject({ status: 'done' });
    expect(service.received).toHaveLength(3);
    // The same notice each time, still readable with the device's keys.
    const titles = service.received.map((push) => JSON.parse(decryptPush(push.body, keys)).tag);
    expect(new Set(titles).size).toBe(1);
    expect((await t.db.select().from(pushSubscriptions))[0]?.lastUsedAt).toEqual(t.clock.now());
  });

  it('drops a push the service refuses (413) without removing the device', async () => {
    t.clock.set(new Date('2026-03-05T15:00:00Z'));
    await subscribe(browserKeys());
    service.answer(413);
    await priceDrop();
    await pushes.runOnce();
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, PUSH_SEND_JOB));
    expect(job?.status).toBe('done');
    const [device] = await t.db.select().from(pushSubscriptions);
    expect(device?.lastUsedAt).toBeNull();
  });

  it('sends nothing to an endpoint no longer allowed (checked again at send)', async () => {
    t.clock.set(new Date('2026-03-06T15:00:00Z'));
    await subscribe(browserKeys());
    // As if PUSH_SERVICE_ORIGINS no longer named the service: the stored endpoint moves elsewhere.
    await t.db
      .update(pushSubscriptions)
      .set({ endpoint: 'http://169.254.169.254/latest/meta-data' });
    await priceDrop();
    await pushes.runOnce();
    expect(service.received).toEqual([]);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, PUSH_SEND_JOB));
    expect(job?.status).toBe('done');
  });

  describe('quiet hours (REQ-PUSH-QUIET)', () => {
    const pushRows = () =>
      t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.channel, 'push'));
    const payloads = (keys: BrowserKeys) =>
      service.received.map((push) =>
        pushPayloadSchema.parse(JSON.parse(decryptPush(push.body, keys))),
      );

    it('holds a push until 08:00 in the person’s own time zone, then sends it', async () => {
      await t.db.insert(notificationPreferences).values({
        userId: ada.id,
        preferences: defaultNotificationPreferences,
        timeZone: 'Europe/Berlin',
      });
      // 21:30 UTC is 22:30 in Berlin (CET): quiet hours (21:00-08:00 by default).
      t.clock.set(new Date('2026-03-10T21:30:00Z'));
      const keys = browserKeys();
      await subscribe(keys);
      await priceDrop();
      expect(await pushes.runOnce()).toBe(0);
      expect(service.received).toEqual([]);
      expect(await pushRows()).toMatchObject([
        { state: 'pending', dueAt: new Date('2026-03-11T07:00:00Z') },
      ]);

      // 07:59 in Berlin: still held.
      t.clock.set(new Date('2026-03-11T06:59:00Z'));
      await deliverAlerts(t);
      expect(await pushes.runOnce()).toBe(0);

      // 08:00 in Berlin: sent.
      t.clock.set(new Date('2026-03-11T07:00:00Z'));
      await deliverAlerts(t);
      expect(await pushes.runOnce()).toBe(1);
      expect(payloads(keys)).toHaveLength(1);
      expect(await pushRows()).toMatchObject([{ state: 'sent' }]);
    });

    it('sends the newest three held pushes one by one, then one for the rest', async () => {
      await t.db.insert(notificationPreferences).values({
        userId: ada.id,
        // The choices beside the topics are kept in the same stored object (as the PUT keeps them).
        preferences: {
          ...defaultNotificationPreferences,
          quietHours: { from: 22, to: 7 },
        } as typeof defaultNotificationPreferences,
      });
      // Midnight in New York (EDT since March 8): quiet hours from 22:00 to 07:00, the person's own.
      t.clock.set(new Date('2026-03-13T04:00:00Z'));
      const keys = browserKeys();
      await subscribe(keys);
      const listings: string[] = [];
      for (let index = 0; index < 5; index += 1) {
        t.clock.advance(60_000);
        listings.push(await priceDrop());
      }
      expect(await pushes.runOnce()).toBe(0);
      const held = await pushRows();
      expect(held).toHaveLength(5);
      // 07:00 in New York.
      for (const row of held) expect(row.dueAt).toEqual(new Date('2026-03-13T11:00:00Z'));

      t.clock.set(new Date('2026-03-13T11:00:00Z'));
      await deliverAlerts(t);
      while ((await pushes.runOnce()) > 0);
      const sent = payloads(keys);
      expect(sent).toHaveLength(4);
      const urls = sent.map((push) => push.url);
      for (const listingKey of listings.slice(-3))
        expect(urls).toContain(`/home?listing=${listingKey}`);
      expect(sent.find((push) => push.url === '/home')).toMatchObject({
        title: pushMessages.moreTitle(2),
        body: pushMessages.moreBody,
      });
      expect((await pushRows()).every((row) => row.state === 'sent')).toBe(true);
    });

    it('skips a held push whose topic’s push was turned off meanwhile', async () => {
      await t.db.insert(notificationPreferences).values({
        userId: ada.id,
        preferences: defaultNotificationPreferences,
      });
      t.clock.set(new Date('2026-03-16T03:00:00Z'));
      await subscribe(browserKeys());
      await priceDrop();
      await t.db.update(notificationPreferences).set({
        preferences: {
          ...defaultNotificationPreferences,
          price: { ...defaultNotificationPreferences.price, push: false },
        },
      });
      t.clock.set(new Date('2026-03-16T13:00:00Z'));
      await deliverAlerts(t);
      expect(await pushes.runOnce()).toBe(0);
      expect(await pushRows()).toMatchObject([
        { state: 'skipped', reason: 'push is off for this topic' },
      ]);
    });
  });
});
