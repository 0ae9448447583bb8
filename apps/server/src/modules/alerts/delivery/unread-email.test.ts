import {
  defaultNotificationPreferences,
  deliverySkipReasons,
  pushPayloadSchema,
  timing,
} from '@rela/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  loginAs,
  TEST_VAPID_KEYS,
  type TestApp,
} from '../../../../test/app';
import { deliverAlerts } from '../../../../test/alerts-rig';
import { drivers } from '../../../../test/db';
import {
  jobs,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  outbox,
  pushSubscriptions,
  type UserRow,
} from '../../../db/schema';
import type { WakeableJobWorker } from '../../../platform/jobs';
import {
  createSmtpTransport,
  startOutboxDispatcher,
  type OutboxDispatcher,
} from '../../../platform/outbox';
import { startSmtpPeer, type SmtpPeer } from '../../../platform/outbox/smtp-peer.test-support';
import { startPushWorker } from '../../push';
import {
  browserKeys,
  decryptPush,
  startPushService,
  subscriptionJson,
  type PushService,
} from '../../../../test/push-service';
import { noticeForOne } from '../notice-for-one';
import { noticePushed } from '../notifications.queries';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * REQ-PUSH-NO-ECHO (ADR 052): a tour request's e-mail in the `unread` mode (the default of
 * notes and tours) waits `timing.unreadEmailDelayMs`, then goes only when the notice is still
 * unread and no device took its push; `instant` keeps its meaning.
 */
describe.each(drivers)('the "only if unread" e-mail (%s)', (driver) => {
  let t: TestApp;
  let peer: SmtpPeer;
  let service: PushService;
  let rita: UserRow;
  let mail: OutboxDispatcher;
  let pushes: WakeableJobWorker;
  let sequence = 0;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    service = await startPushService();
    t = await buildTestApp({ driver, env: { PUSH_SERVICE_ORIGINS: service.origin } });
    rita = await createUser(t.db, { username: 'rita', role: 'realtor', firstName: 'Rita' });
    mail = startOutboxDispatcher({
      db: t.db,
      transport: createSmtpTransport({ url: peer.url, from: 'Rela <no-reply@rela.test>' }),
      clock: t.clock,
      logger: silent,
      intervalMs: 0,
    });
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
    await mail.stop();
    await t.close();
    await peer.close();
    await service.close();
  });
  afterEach(async () => {
    await t.db.delete(notifications);
    await t.db.delete(notificationPreferences);
    await t.db.delete(pushSubscriptions);
    await t.db.delete(outbox);
    await t.db.delete(jobs);
    peer.received.length = 0;
    service.received.length = 0;
  });

  /** A buyer's tour request reaches Rita (the alerts' tour notice, as its reaction writes it). */
  const tourRequest = async () => {
    sequence += 1;
    const tourId = `00000000-0000-4000-8000-00000000000${sequence}`;
    await noticeForOne(t.db, {
      userId: rita.id,
      topic: 'notes-tours',
      now: t.clock.now(),
      content: async () => ({
        kind: 'tour-requested',
        dedupeKey: `tour:${tourId}`,
        listingKey: 'L1',
        title: `Ada asked to tour ${sequence} Oak St`,
        body: 'Saturday at 10:00',
        data: { tourId, state: 'requested' },
      }),
    });
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `tour:${tourId}`));
    return { notice: notice!, tourId };
  };
  const emailRow = async (notificationId: string) =>
    (
      await t.db
        .select()
        .from(notificationDeliveries)
        .where(
          and(
            eq(notificationDeliveries.notificationId, notificationId),
            eq(notificationDeliveries.channel, 'email'),
          ),
        )
    )[0];
  /** The delivery pass, then the outbox to the SMTP peer: the e-mails that reached it. */
  const deliverAndSend = async () => {
    await deliverAlerts(t);
    while ((await mail.runOnce()) > 0);
    return peer.received;
  };

  it('is the default of notes and tours, and goes after the wait while unread and not pushed', async () => {
    expect(defaultNotificationPreferences['notes-tours'].email).toBe('unread');
    t.clock.set(new Date('2026-04-01T15:00:00Z'));
    const { notice } = await tourRequest();
    expect(await emailRow(notice.id)).toMatchObject({
      state: 'pending',
      dueAt: new Date(t.clock.now().getTime() + timing.unreadEmailDelayMs),
    });
    expect(await deliverAndSend()).toEqual([]);
    t.clock.advance(timing.unreadEmailDelayMs);
    const received = await deliverAndSend();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['rita@rela.example']);
    expect(received[0]?.raw).toContain('Oak St');
    expect(await emailRow(notice.id)).toMatchObject({ state: 'sent' });
  });

  it('is not sent when the notice was read in the app meanwhile', async () => {
    t.clock.set(new Date('2026-04-02T15:00:00Z'));
    const { notice } = await tourRequest();
    const token = await loginAs(t.app, 'rita');
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(token),
      payload: { ids: [notice.id] },
    });
    expect(read.statusCode).toBe(200);
    t.clock.advance(timing.unreadEmailDelayMs);
    expect(await deliverAndSend()).toEqual([]);
    expect(await emailRow(notice.id)).toMatchObject({
      state: 'skipped',
      reason: deliverySkipReasons.readInApp,
    });
  });

  it('is not sent when a device took the notice’s push, which opens the tour', async () => {
    t.clock.set(new Date('2026-04-03T15:00:00Z'));
    const keys = browserKeys();
    const token = await loginAs(t.app, 'rita');
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(token),
      payload: subscriptionJson(service.endpoint('rita'), keys),
    });
    expect(subscribed.statusCode).toBe(201);
    const { notice, tourId } = await tourRequest();
    await deliverAlerts(t);
    expect(await pushes.runOnce()).toBe(1);
    const push = pushPayloadSchema.parse(JSON.parse(decryptPush(service.received[0]!.body, keys)));
    expect(push).toMatchObject({ url: `/tours?tour=${tourId}`, tag: notice.id });

    t.clock.advance(timing.unreadEmailDelayMs);
    expect(await deliverAndSend()).toEqual([]);
    expect(await emailRow(notice.id)).toMatchObject({
      state: 'skipped',
      reason: deliverySkipReasons.pushed,
    });
  });

  it('is sent when the push was not taken (the device was gone)', async () => {
    t.clock.set(new Date('2026-04-04T15:00:00Z'));
    const token = await loginAs(t.app, 'rita');
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(token),
      payload: subscriptionJson(service.endpoint('rita'), browserKeys()),
    });
    service.answer(410);
    const { notice } = await tourRequest();
    await deliverAlerts(t);
    await pushes.runOnce();
    t.clock.advance(timing.unreadEmailDelayMs);
    expect(await deliverAndSend()).toHaveLength(1);
    expect(await emailRow(notice.id)).toMatchObject({ state: 'sent' });
  });

  it('keeps `instant` as it was: at once, read or not', async () => {
    t.clock.set(new Date('2026-04-05T15:00:00Z'));
    await t.db.insert(notificationPreferences).values({
      userId: rita.id,
      preferences: {
        ...defaultNotificationPreferences,
        'notes-tours': { ...defaultNotificationPreferences['notes-tours'], email: 'instant' },
      },
    });
    const { notice } = await tourRequest();
    await t.db
      .update(notifications)
      .set({ readAt: t.clock.now() })
      .where(eq(notifications.id, notice.id));
    expect(await deliverAndSend()).toHaveLength(1);
    expect(await emailRow(notice.id)).toMatchObject({ state: 'sent' });
  });
});
