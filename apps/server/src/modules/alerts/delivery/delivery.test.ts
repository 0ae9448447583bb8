import {
  alertEmailMessages,
  alertTopics,
  defaultNotificationPreferences,
  deliverySkipReasons,
  type NotificationPreferences,
} from '@rela/contracts';
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buyerHomes,
  jobs,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  outbox,
  savedSearches,
  smsNumbers,
  users,
  type UserRow,
} from '../../../db/schema';
import { createSmtpTransport, startOutboxDispatcher } from '../../../platform/outbox';
import { startSmtpPeer, type SmtpPeer } from '../../../platform/outbox/smtp-peer.test-support';
import { bearer, buildTestApp, createUser, loginAs, type TestApp } from '../../../../test/app';
import { drivers } from '../../../../test/db';
import { runAlertDelivery } from './deliver';
import { signUnsubscribeToken, unsubscribeKey, unsubscribeLinkDays } from './unsubscribe-token';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const hour = 60 * 60 * 1000;
/** A page's text as read (the HTML escapes apostrophes, and keeps "e-mail" on one line). */
const shown = (body: string) => body.replaceAll('&#39;', "'").replaceAll('\u2011', '-');

describe.each(drivers)('alert delivery (%s)', (driver) => {
  let t: TestApp;
  let ada: UserRow;
  let deps: Parameters<typeof runAlertDelivery>[0];
  let sequence = 0;

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    ada = await createUser(t.db, { username: 'ada', role: 'buyer', firstName: 'Ada' });
    // The home the notices below are about is on Ada's list (a notice of a home she removed is not sent).
    await t.db.insert(buyerHomes).values({ buyerId: ada.id, listingKey: 'L1', position: 0 });
    deps = {
      db: t.db,
      clock: t.clock,
      linkKey: unsubscribeKey(t.deps.jwtSecret),
      publicUrl: t.config.publicUrl,
    };
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.delete(notifications);
    await t.db.delete(notificationPreferences);
    await t.db.delete(outbox);
    await t.db.delete(jobs);
    await t.db.delete(smsNumbers);
    await t.db.delete(savedSearches);
    await t.db
      .update(users)
      .set({ emailVerified: true, phone: null, phoneVerified: false, supervisorId: null })
      .where(eq(users.id, ada.id));
  });

  const choose = async (
    change: (preferences: NotificationPreferences) => void,
    rest: { timeZone?: string; lastDigestAt?: Date } = {},
  ) => {
    const preferences = structuredClone(defaultNotificationPreferences);
    change(preferences);
    await t.db.insert(notificationPreferences).values({ userId: ada.id, preferences, ...rest });
  };

  type NoticeOf = {
    userId?: string;
    kind?: 'price-change' | 'search-match' | 'note-shared';
    listingKey?: string;
    data?: Record<string, unknown>;
  };
  /** A notice of the fan-out's (ADR 028) with its delivery row, written as the fan-out does. */
  const notice = async (
    channel: 'email' | 'sms',
    dueAt: Date,
    title = 'Price ↓ $15,000',
    { userId = ada.id, kind = 'price-change', listingKey = 'L1', data = {} }: NoticeOf = {},
  ) => {
    sequence += 1;
    const [row] = await t.db
      .insert(notifications)
      .values({
        userId,
        kind,
        dedupeKey: `event:${sequence}`,
        listingKey,
        title: `${title} — ${sequence} Oak St`,
        body: '♥ Liked · Now $485,000, was $500,000.',
        data,
        createdAt: t.clock.now(),
      })
      .returning();
    if (!row) throw new Error('no notice');
    const [delivery] = await t.db
      .insert(notificationDeliveries)
      .values({ notificationId: row.id, userId, channel, dueAt })
      .returning();
    if (!delivery) throw new Error('no delivery');
    return { notice: row, delivery };
  };

  const delivery = async (id: string) =>
    (await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, id)))[0];
  /** A form POST, as the page's buttons and RFC 8058's one-click POST send it. */
  const postForm = (url: string, payload = 'List-Unsubscribe=One-Click') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload,
    });
  const queued = (channel: 'email' | 'sms') =>
    t.db.select().from(outbox).where(eq(outbox.channel, channel));

  describe('e-mail', () => {
    let peer: SmtpPeer;
    afterEach(() => peer?.close());

    it('sends an instant notice once, with RFC 8058 headers, and its link unsubscribes signed out', async () => {
      await choose((preferences) => (preferences.price.email = 'instant'));
      const { delivery: row } = await notice('email', t.clock.now());

      // Two runners at once (or a restarted one): the row is taken once, so one e-mail.
      await Promise.all([runAlertDelivery(deps), runAlertDelivery(deps)]);
      await runAlertDelivery(deps);
      const [mail, ...more] = await queued('email');
      expect(more).toHaveLength(0);
      expect(mail).toMatchObject({ kind: 'alert', recipient: 'ada@rela.example' });
      expect(mail?.subject).toContain('Price ↓ $15,000');
      expect(await delivery(row.id)).toMatchObject({ state: 'sent' });
      // /dev/outbox shows it like every other message: subject, recipient and its text.
      const devOutbox = (await t.app.inject({ method: 'GET', url: '/dev/outbox' })).body;
      expect(devOutbox).toContain(mail?.subject);
      expect(devOutbox).toContain('ada@rela.example');

      peer = await startSmtpPeer();
      const dispatcher = startOutboxDispatcher({
        db: t.db,
        transport: createSmtpTransport({ url: peer.url, from: 'Rela <no-reply@rela.test>' }),
        clock: t.clock,
        logger: silent,
        intervalMs: 0,
      });
      expect(await dispatcher.runOnce()).toBe(1);
      const raw = peer.received[0]?.raw.replace(/\r\n[ \t]+/g, ' ') ?? '';
      const header =
        /^List-Unsubscribe: <(http:\/\/localhost:3000\/api\/unsubscribe\?token=[^>]+)>/m.exec(raw);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      const link = new URL(header?.[1] ?? 'http://x/');
      expect(mail?.bodyText).toContain(link.toString());

      // Opening the link (as a mail scanner that fetches every link would) changes nothing.
      const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(shown(page.body)).toContain(alertEmailMessages.confirm('price'));
      const [unchanged] = await t.db.select().from(notificationPreferences);
      expect(unchanged?.preferences.price.email).toBe('instant');
      // Its one button is RFC 8058's POST of the same link.
      expect(page.body).toContain(
        `<form method="post" action="${link.pathname}${link.search.replaceAll('&', '&amp;')}">`,
      );
      const pressed = await t.app.inject({
        method: 'POST',
        url: `${link.pathname}${link.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(pressed.statusCode).toBe(200);
      expect(shown(pressed.body)).toContain("You're unsubscribed from price change e-mails.");
      const [stored] = await t.db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, ada.id));
      expect(stored?.preferences.price.email).toBe('off');
      expect(stored?.preferences.status.email).toBe('digest');

      // RFC 8058's one-click POST of the same link answers the same, and stays off.
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `${link.pathname}${link.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);

      // A later instant notice of the topic is not e-mailed.
      const { delivery: later } = await notice('email', t.clock.now());
      await runAlertDelivery(deps);
      expect(await delivery(later.id)).toMatchObject({
        state: 'skipped',
        reason: deliverySkipReasons.emailOff,
      });
      expect(await queued('email')).toHaveLength(1);
    });

    it('sends nothing and keeps the row when the send fails mid-way, then sends it once', async () => {
      await choose((preferences) => (preferences.price.email = 'instant'));
      const { delivery: row } = await notice('email', t.clock.now());
      // The outbox write fails after the row was taken, as a crash between the two would.
      await t.db.execute(sql`create function w4_fail() returns trigger language plpgsql as
        $$ begin raise exception 'outbox down'; end $$`);
      await t.db.execute(
        sql`create trigger w4_fail before insert on outbox for each row execute function w4_fail()`,
      );
      await expect(runAlertDelivery(deps)).rejects.toThrow();
      await t.db.execute(sql`drop trigger w4_fail on outbox`);
      await t.db.execute(sql`drop function w4_fail`);
      expect(await delivery(row.id)).toMatchObject({ state: 'pending' });
      expect(await queued('email')).toHaveLength(0);

      await runAlertDelivery(deps);
      await runAlertDelivery(deps);
      expect(await queued('email')).toHaveLength(1);
      expect(await delivery(row.id)).toMatchObject({ state: 'sent' });
    });

    it('never e-mails an unverified address', async () => {
      await choose((preferences) => (preferences.price.email = 'instant'));
      await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, ada.id));
      const { delivery: row } = await notice('email', t.clock.now());
      await runAlertDelivery(deps);
      expect(await delivery(row.id)).toMatchObject({
        state: 'skipped',
        reason: deliverySkipReasons.unverifiedEmail,
      });
      expect(await queued('email')).toHaveLength(0);
    });

    it('sends one digest a day at 08:00 local, listing only the notices since the last', async () => {
      // 2026-01-05 08:00 in New York is 13:00 UTC; the last digest went out the day before.
      const morning = new Date('2026-01-05T13:00:00Z');
      t.clock.set(new Date(morning.getTime() - 20 * hour));
      await choose(() => undefined, { lastDigestAt: new Date(morning.getTime() - 24 * hour) });
      const first = await notice('email', morning, 'Price ↓ $1,000');
      const second = await notice('email', morning, 'Price ↓ $2,000');

      // Before 08:00 nothing is due.
      await runAlertDelivery(deps);
      expect(await queued('email')).toHaveLength(0);

      // A batch of one row still sends the person's whole digest.
      t.clock.set(morning);
      await runAlertDelivery({ ...deps, batchSize: 1 });
      const [digest, ...more] = await queued('email');
      expect(more).toHaveLength(0);
      expect(digest).toMatchObject({
        kind: 'alert-digest',
        subject: 'Your Rela daily digest: 2 updates',
      });
      expect(digest?.bodyText).toContain(first.notice.title);
      expect(digest?.bodyText).toContain(second.notice.title);
      expect(digest?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

      // A notice due later the same day (say its topic was switched to digest) waits for tomorrow.
      t.clock.set(new Date(morning.getTime() + 4 * hour));
      const third = await notice('email', t.clock.now(), 'Price ↓ $3,000');
      await runAlertDelivery(deps);
      expect(await queued('email')).toHaveLength(1);
      expect((await delivery(third.delivery.id))?.dueAt).toEqual(
        new Date(morning.getTime() + 24 * hour),
      );

      t.clock.set(new Date(morning.getTime() + 24 * hour));
      await runAlertDelivery(deps);
      const next = (await queued('email')).find((mail) => mail.id !== digest?.id);
      expect(next?.subject).toBe('Your Rela daily digest: 1 update');
      expect(next?.bodyText).toContain(third.notice.title);
      expect(next?.bodyText).not.toContain(first.notice.title);
    });
  });

  describe('locked homes (REQ-ALERTS-LOCKED-INSTANT)', () => {
    it('sends a locked home’s price change at once under the default digest, and in the digest once turned off', async () => {
      const now = t.clock.now();
      const locked = await notice('email', now, 'Price ↓ $9,000', { data: { liked: true } });
      await runAlertDelivery(deps);
      const [mail] = await queued('email');
      expect(mail?.subject).toBe(locked.notice.title);
      expect(mail?.kind).toBe('alert');

      await t.db.delete(outbox);
      await choose(() => undefined, { lastDigestAt: now });
      await t.db
        .update(notificationPreferences)
        .set({
          preferences: sql`${notificationPreferences.preferences} || '{"likedInstant": false}'::jsonb`,
        })
        .where(eq(notificationPreferences.userId, ada.id));
      const waits = await notice('email', now, 'Price ↓ $8,000', { data: { liked: true } });
      await runAlertDelivery(deps);
      expect(await queued('email')).toEqual([]);
      expect((await delivery(waits.delivery.id))?.state).toBe('pending');
    });
  });

  describe('shared notes (REQ-NOTES-EMAIL)', () => {
    it('sends the notes written to one person within the minute in one e-mail, a lone one as itself', async () => {
      const now = t.clock.now();
      const notes = [
        await notice('email', now, 'Jane wrote a note', { kind: 'note-shared' }),
        await notice('email', now, 'Jane wrote another note', { kind: 'note-shared' }),
        await notice('email', now, 'Jane wrote a third note', { kind: 'note-shared' }),
      ];
      // A batch of one row still sends every note of the person's that is due.
      await runAlertDelivery({ ...deps, batchSize: 1 });
      const [mail, ...more] = await queued('email');
      expect(more).toHaveLength(0);
      expect(mail?.subject).toBe(alertEmailMessages.notesSubject(3));
      for (const { notice: row } of notes) expect(mail?.bodyText).toContain(row.title);
      for (const { delivery: row } of notes) expect((await delivery(row.id))?.state).toBe('sent');

      await t.db.delete(outbox);
      const alone = await notice('email', t.clock.now(), 'Jane wrote one note', {
        kind: 'note-shared',
      });
      await runAlertDelivery(deps);
      const [single] = await queued('email');
      expect(single?.subject).toBe(alone.notice.title);
    });
  });

  /** Nobody hears of a home they removed, a buyer who is not theirs, or a search they deleted. */
  describe('a subject gone since the notice', () => {
    const instantPrice = (preferences: NotificationPreferences) => {
      preferences.price.email = 'instant';
      preferences.price.sms = true;
    };
    const mailTo = async (recipient: string) =>
      (await queued('email')).filter((mail) => mail.recipient === recipient);

    it("sends no e-mail or text of a home that left the buyer's list, nor to a realtor of a buyer no longer theirs", async () => {
      await t.db
        .update(users)
        .set({ phone: '+19195550123', phoneVerified: true })
        .where(eq(users.id, ada.id));
      await choose(instantPrice);
      const removed = {
        email: await notice('email', t.clock.now(), 'Price ↓ $5,000', { listingKey: 'L2' }),
        sms: await notice('sms', t.clock.now(), 'Price ↓ $5,000', { listingKey: 'L2' }),
      };
      const kept = await notice('email', t.clock.now(), 'Price ↓ $6,000');

      // Ada's realtor hears of Ada's home while Ada is theirs, and of nothing once she is not.
      const rex = await createUser(t.db, { username: 'rex', role: 'realtor' });
      const rio = await createUser(t.db, { username: 'rio', role: 'realtor' });
      const choices = structuredClone(defaultNotificationPreferences);
      instantPrice(choices);
      await t.db.insert(notificationPreferences).values({ userId: rex.id, preferences: choices });
      await t.db.update(users).set({ supervisorId: rex.id }).where(eq(users.id, ada.id));
      const forRex = (title: string, listingKey = 'L1') =>
        notice('email', t.clock.now(), title, {
          userId: rex.id,
          listingKey,
          data: { buyerUsername: 'ada' },
        });
      const hers = await forRex('Price ↓ $7,000');
      const notHers = await forRex('Price ↓ $8,000', 'L2');
      await runAlertDelivery(deps);

      for (const row of [removed.email, removed.sms, notHers]) {
        expect(await delivery(row.delivery.id)).toMatchObject({
          state: 'skipped',
          reason: deliverySkipReasons.notTheirHome,
        });
      }
      expect(await delivery(kept.delivery.id)).toMatchObject({ state: 'sent' });
      expect(await delivery(hers.delivery.id)).toMatchObject({ state: 'sent' });
      expect(await queued('sms')).toHaveLength(0);

      await t.db.update(users).set({ supervisorId: rio.id }).where(eq(users.id, ada.id));
      const moved = await forRex('Price ↓ $9,000');
      await runAlertDelivery(deps);
      expect(await delivery(moved.delivery.id)).toMatchObject({
        state: 'skipped',
        reason: deliverySkipReasons.notTheirHome,
      });
      expect((await mailTo('rex@rela.example')).map((mail) => mail.subject)).toEqual([
        expect.stringContaining('Price ↓ $7,000'),
      ]);
      expect((await mailTo('ada@rela.example')).map((mail) => mail.subject)).toEqual([
        expect.stringContaining('Price ↓ $6,000'),
      ]);
    });

    it("leaves a deleted search's matches out of the next digest, and out of any instant e-mail", async () => {
      // 2026-01-08 08:00 in New York is 13:00 UTC; the last digest went out the day before.
      const morning = new Date('2026-01-08T13:00:00Z');
      t.clock.set(new Date(morning.getTime() - 6 * hour));
      await choose(() => undefined, { lastDigestAt: new Date(morning.getTime() - 24 * hour) });
      const [kept, deleted] = await t.db
        .insert(savedSearches)
        .values(
          ['Kept', 'Deleted'].map((name) => ({
            buyerId: ada.id,
            createdBy: ada.id,
            name,
            query: '',
            filters: {},
          })),
        )
        .returning();
      const match = (title: string, searchId: string, dueAt = morning) =>
        notice('email', dueAt, title, {
          kind: 'search-match',
          listingKey: 'L9',
          data: { savedSearchId: searchId },
        });
      const stays = await match('New match', kept!.id);
      const goes = await match('Price ↓ $4,000', deleted!.id);
      // The buyer deletes the search before the morning.
      await t.db.delete(savedSearches).where(eq(savedSearches.id, deleted!.id));

      t.clock.set(morning);
      await runAlertDelivery(deps);
      const [digest, ...more] = await queued('email');
      expect(more).toHaveLength(0);
      expect(digest?.subject).toBe('Your Rela daily digest: 1 update');
      expect(digest?.bodyText).toContain(stays.notice.title);
      expect(digest?.bodyText).not.toContain(goes.notice.title);
      expect(await delivery(goes.delivery.id)).toMatchObject({
        state: 'skipped',
        reason: deliverySkipReasons.searchDeleted,
      });

      // Instant e-mail too: a match of the deleted search written in the same moment is not sent.
      await t.db
        .update(notificationPreferences)
        .set({
          preferences: {
            ...defaultNotificationPreferences,
            'search-match': { inApp: true, email: 'instant', sms: false, push: false },
          },
        })
        .where(eq(notificationPreferences.userId, ada.id));
      const late = await match('New match', deleted!.id, t.clock.now());
      await runAlertDelivery(deps);
      expect(await delivery(late.delivery.id)).toMatchObject({
        state: 'skipped',
        reason: deliverySkipReasons.searchDeleted,
      });
      expect(await queued('email')).toHaveLength(1);
    });
  });

  describe('unsubscribe link', () => {
    const get = (token: string, accept = 'text/html,application/xhtml+xml') =>
      t.app.inject({
        method: 'GET',
        url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { accept },
      });
    const key = () => unsubscribeKey(t.deps.jwtSecret);

    it('turns every topic off with an "all" link, signed out', async () => {
      const token = signUnsubscribeToken(key(), {
        userId: ada.id,
        topic: 'all',
        now: t.clock.now(),
      });
      const page = await postForm(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(page.statusCode).toBe(200);
      expect(shown(page.body)).toContain("You're unsubscribed from all Rela alert e-mails.");
      const [stored] = await t.db.select().from(notificationPreferences);
      expect(alertTopics.map((topic) => stored?.preferences[topic].email)).toEqual(
        alertTopics.map(() => 'off'),
      );
    });

    it('shows a page with one button on GET and changes nothing until it is pressed', async () => {
      await choose((preferences) => (preferences.price.email = 'instant'));
      const token = signUnsubscribeToken(key(), {
        userId: ada.id,
        topic: 'price',
        now: t.clock.now(),
      });
      const url = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
      for (const accept of ['text/html', '*/*', 'application/json']) {
        const page = await get(token, accept);
        expect(page.statusCode).toBe(200);
        expect(shown(page.body)).toContain(alertEmailMessages.confirmTitle);
        expect([...page.body.matchAll(/<button/g)]).toHaveLength(1);
        expect(
          [...page.body.matchAll(/<form method="post" action="([^"]*)"/g)].map((m) => m[1]),
        ).toEqual([url]);
      }
      const [kept] = await t.db.select().from(notificationPreferences);
      expect(kept?.preferences.price.email).toBe('instant');
    });

    it('offers "Resubscribe" after unsubscribing, which puts the default choice back', async () => {
      await choose((preferences) => {
        preferences.price.email = 'instant';
        preferences.status.email = 'off';
      });
      const token = signUnsubscribeToken(key(), {
        userId: ada.id,
        topic: 'price',
        now: t.clock.now(),
      });
      const done = await postForm(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
      const [resubscribe] = [...done.body.matchAll(/<form method="post" action="([^"]*)"/g)].map(
        (m) => m[1],
      );
      expect(resubscribe).toBe(`/api/unsubscribe/resubscribe?token=${encodeURIComponent(token)}`);
      expect(shown(done.body)).toContain(alertEmailMessages.resubscribeButton);
      const again = await postForm(resubscribe ?? '', '');
      expect(again.statusCode).toBe(200);
      expect(shown(again.body)).toContain(alertEmailMessages.resubscribed('price'));
      const [stored] = await t.db.select().from(notificationPreferences);
      expect(stored?.preferences.price.email).toBe(defaultNotificationPreferences.price.email);
      // Only the link's topic comes back.
      expect(stored?.preferences.status.email).toBe('off');
      // A bad link resubscribes nothing.
      expect((await postForm(`/api/unsubscribe/resubscribe?token=${token}x`)).statusCode).toBe(400);
    });

    it("looks like Rela: the app's favicon, mark, green and slate, and no other brand colour", async () => {
      const token = signUnsubscribeToken(key(), {
        userId: ada.id,
        topic: 'price',
        now: t.clock.now(),
      });
      const pages = [
        await get(token),
        await postForm(`/api/unsubscribe?token=${encodeURIComponent(token)}`),
        await get(`${token}x`),
      ];
      for (const page of pages) {
        expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
        // The favicon's mark, in the header green, and the app's slate text and primary button.
        expect(page.body).toContain('fill="#15803d"');
        expect(page.body).toContain('color: #0f172a');
        expect(page.body).toContain('Inter, ui-sans-serif');
        expect(page.body).not.toMatch(/#0f4c81|#93c5fd/i);
      }
    });

    it('answers a 400 page and changes nothing for a tampered, expired or foreign link', async () => {
      const token = signUnsubscribeToken(key(), {
        userId: ada.id,
        topic: 'price',
        now: t.clock.now(),
      });
      const [payload, signature] = token.split('.');
      const allPayload = Buffer.from(
        Buffer.from(payload ?? '', 'base64url')
          .toString()
          .replace('.price.', '.all.'),
      ).toString('base64url');
      const foreign = signUnsubscribeToken(
        unsubscribeKey(new TextEncoder().encode('another-secret')),
        {
          userId: ada.id,
          topic: 'price',
          now: t.clock.now(),
        },
      );
      const expired = signUnsubscribeToken(key(), {
        userId: ada.id,
        topic: 'price',
        now: new Date(t.clock.now().getTime() - unsubscribeLinkDays * 24 * hour - 1000),
      });
      for (const bad of [`${allPayload}.${signature}`, foreign, expired, `${token}x`]) {
        const page = await get(bad);
        expect(page.statusCode).toBe(400);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.body).toContain('This unsubscribe link is invalid or has expired.');
        // A program (no text/html) gets the API's error shape instead.
        const error = await get(bad, 'application/json');
        expect(error.statusCode).toBe(400);
        expect(error.json()).toMatchObject({ status: 400, message: alertEmailMessages.badLink });
      }
      expect(await t.db.select().from(notificationPreferences)).toHaveLength(0);
    });
  });

  /**
   * SECURITY-CHECKLIST 34 (unsubscribe links are signed, expiring and single-purpose), 20 (headers on
   * every answer), 22 (nothing a client sends is a 5xx): what the link does whoever holds it.
   */
  describe('unsubscribe link, held by anyone', () => {
    const url = (token: string, extra = '') =>
      `/api/unsubscribe?token=${encodeURIComponent(token)}${extra}`;
    const key = () => unsubscribeKey(t.deps.jwtSecret);
    const link = (userId: string, topic: 'price' | 'all' = 'price') =>
      signUnsubscribeToken(key(), { userId, topic, now: t.clock.now() });
    const emailOf = async (userId: string) =>
      (
        await t.db
          .select()
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, userId))
      )[0]?.preferences.price.email;

    it('is idempotent: the one-click POST again answers the same, and neither it nor the page changes anything more', async () => {
      const token = link(ada.id);
      const first = await postForm(url(token));
      expect(first.statusCode).toBe(200);
      const [stored] = await t.db.select().from(notificationPreferences);
      expect((await postForm(url(token))).body).toBe(first.body);
      expect((await t.app.inject({ url: url(token) })).statusCode).toBe(200);
      const [after] = await t.db.select().from(notificationPreferences);
      expect(after?.preferences).toEqual(stored?.preferences);
      expect(after?.preferences.price.email).toBe('off');
      expect(after?.preferences.status.email).toBe('digest');
    });

    it("acts on the link's own user, whoever is signed in, and sets no session", async () => {
      const bea = await createUser(t.db, { username: 'bea', role: 'buyer', firstName: 'Bea' });
      try {
        const adaToken = await loginAs(t.app, 'ada');
        const answer = await t.app.inject({
          method: 'POST',
          url: url(link(bea.id)),
          headers: { ...bearer(adaToken), 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['set-cookie']).toBeUndefined();
        expect(await emailOf(bea.id)).toBe('off');
        expect(await emailOf(ada.id)).toBeUndefined();
      } finally {
        await t.db.delete(users).where(eq(users.id, bea.id));
      }
      // A deleted user's link is a bad link: 400, and nothing is written for anyone.
      const gone = await t.app.inject({ url: url(link(bea.id)), headers: { accept: 'text/html' } });
      expect(gone.statusCode).toBe(400);
      expect(await t.db.select().from(notificationPreferences)).toHaveLength(0);
    });

    it('is good for nothing else: an access token is no link, a link is no access token', async () => {
      const accessToken = await loginAs(t.app, 'ada');
      const asLink = await t.app.inject({ url: url(accessToken) });
      expect(asLink.statusCode).toBe(400);
      const asBearer = await t.app.inject({ url: '/api/users/me', headers: bearer(link(ada.id)) });
      expect(asBearer.statusCode).toBe(401);
      // Signed with the right key but naming no user id: refused, not a database error.
      const forged = `${Buffer.from('ada.price.9999999999').toString('base64url')}`;
      const signature = createHmac('sha256', key()).update(forged).digest('base64url');
      expect((await t.app.inject({ url: url(`${forged}.${signature}`) })).statusCode).toBe(400);
      expect(await t.db.select().from(notificationPreferences)).toHaveLength(0);
    });

    it('never redirects, carries the security headers, and answers junk with a 400, never a 5xx', async () => {
      const good = await t.app.inject({
        url: url(link(ada.id), '&next=https%3A%2F%2Fevil.example%2F&redirect=//evil.example'),
        headers: { accept: 'text/html' },
      });
      expect(good.statusCode).toBe(200);
      expect(good.headers.location).toBeUndefined();
      expect(good.body).not.toContain('evil.example');
      // The page's one link is My Account on this server (besides its own favicon), and its one
      // form posts back to this server's same link.
      expect([...good.body.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
        '/favicon.svg',
        `${t.config.publicUrl}/account`,
      ]);
      expect([...good.body.matchAll(/action="([^"]*)"/g)].map((match) => match[1])).toEqual([
        url(link(ada.id)),
      ]);
      expect(String(good.headers['content-security-policy'])).toMatch(/object-src 'none'/);
      expect(String(good.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
      expect(good.headers['x-content-type-options']).toBe('nosniff');
      expect(good.headers['referrer-policy']).toBeDefined();
      expect(good.headers['cache-control']).toMatch(/no-store/);
      await t.db.delete(notificationPreferences);

      const junk = [
        '',
        'a',
        '.'.repeat(40),
        'x'.repeat(1_001),
        `${link(ada.id)}.${link(ada.id)}`,
        '%00%ff<script>',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom(...junk), fc.string({ maxLength: 200 }), fc.base64String()),
          fc.constantFrom('GET', 'POST'),
          async (token, method) => {
            const answer = await t.app.inject({
              method: method as 'GET' | 'POST',
              url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
              ...(method === 'POST'
                ? {
                    headers: { 'content-type': 'application/x-www-form-urlencoded' },
                    payload: 'List-Unsubscribe=One-Click',
                  }
                : {}),
            });
            expect(answer.statusCode).toBe(400);
            expect(answer.headers.location).toBeUndefined();
          },
        ),
        { numRuns: 60 },
      );
      for (const query of ['', '?', '?token', '?token=a&token=b']) {
        const answer = await t.app.inject({ url: `/api/unsubscribe${query}` });
        expect(answer.statusCode, query).toBe(400);
      }
      expect(await t.db.select().from(notificationPreferences)).toHaveLength(0);
    });
  });

  describe('SMS', () => {
    const phone = '+19195550123';
    const verifiedPhone = async () => {
      await t.db.update(users).set({ phone, phoneVerified: true }).where(eq(users.id, ada.id));
      await choose((preferences) => (preferences.price.sms = true));
    };

    it('holds a text due in quiet hours until 08:00 local, then sends it', async () => {
      await verifiedPhone();
      // 02:00 UTC is 21:00 in New York (EST): quiet hours.
      t.clock.set(new Date('2026-01-06T02:00:00Z'));
      const { delivery: row } = await notice('sms', t.clock.now());
      await runAlertDelivery(deps);
      expect(await delivery(row.id)).toMatchObject({
        state: 'pending',
        dueAt: new Date('2026-01-06T13:00:00Z'),
      });
      expect(await queued('sms')).toHaveLength(0);

      t.clock.set(new Date('2026-01-06T13:00:00Z'));
      await runAlertDelivery(deps);
      expect(await delivery(row.id)).toMatchObject({ state: 'sent' });
      const [text] = await queued('sms');
      expect(text).toMatchObject({ kind: 'alert', recipient: phone });
      expect(text?.bodyText).toMatch(/^Rela: Price ↓ \$15,000 — .* Reply STOP to opt out\.$/);

      // /dev/outbox shows it like every other message.
      const page = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
      const { messages } = page.json<{
        messages: { id: string; channel: string; text: string }[];
      }>();
      expect(messages.find((message) => message.id === text?.id)).toMatchObject({
        channel: 'sms',
        text: text?.bodyText,
      });
    });

    it('skips a text past the monthly cap, after STOP, or without a verified phone', async () => {
      t.clock.set(new Date('2026-01-07T15:00:00Z'));
      const unverified = await notice('sms', t.clock.now());
      await runAlertDelivery(deps);
      expect(await delivery(unverified.delivery.id)).toMatchObject({
        state: 'skipped',
        reason: deliverySkipReasons.smsOff,
      });

      await verifiedPhone();
      const periodStart = new Date('2026-01-01T00:00:00Z');
      await t.db.insert(smsNumbers).values({ phone, periodStart, sentInPeriod: 4 });
      const capped = await notice('sms', t.clock.now());
      await runAlertDelivery(deps);
      expect(await delivery(capped.delivery.id)).toMatchObject({
        state: 'skipped',
        reason: deliverySkipReasons.monthlyLimit,
      });

      await t.db
        .update(smsNumbers)
        .set({ sentInPeriod: 0, optedOutAt: t.clock.now() })
        .where(eq(smsNumbers.phone, phone));
      const stopped = await notice('sms', t.clock.now());
      await runAlertDelivery(deps);
      expect(await delivery(stopped.delivery.id)).toMatchObject({
        state: 'skipped',
        reason: deliverySkipReasons.optedOut,
      });

      // Unverified, or verified but not a number the SMS platform texts (+1).
      for (const change of [
        { phoneVerified: false },
        { phone: '+44 20 7946 0958', phoneVerified: true },
      ]) {
        await t.db.update(users).set(change).where(eq(users.id, ada.id));
        const noPhone = await notice('sms', t.clock.now());
        await runAlertDelivery(deps);
        expect(await delivery(noPhone.delivery.id)).toMatchObject({
          state: 'skipped',
          reason: deliverySkipReasons.noVerifiedPhone,
        });
      }
      expect(await queued('sms')).toHaveLength(0);
    });
  });
});
