import { instantInZone, wallClockIn, type ActivityKind } from '@rela/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from './db';
import { startEmbeddedMls, type EmbeddedMls } from './reliability/embedded-mls';
import {
  activityEvents,
  jobs,
  listingNotes,
  notifications,
  tours,
  type NotificationRow,
} from '../src/db/schema';
import { buildHomesWorld, type HomesWorld } from './homes-world';
import { createNote } from '../src/modules/notes/notes.service';
import {
  startReactionWorker,
  type AnySubscriber,
  type ReactionContext,
} from '../src/platform/events';
import { subscribers as allSubscribers } from '../src/reactions';

const api = '/api/rela';
const DAY = 24 * 60 * 60 * 1000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * ADR 043's promise, route by route: a reaction that fails does not fail the change. Every
 * subscriber here fails its first attempt at each event; the write is saved, the answer is 2xx,
 * and the notice or the feed's line comes after the retry, once.
 */
describe.each(drivers)('a failing reaction is retried; the change stands (%s)', (driver) => {
  let mls: EmbeddedMls;
  let world: HomesWorld;
  let keys: string[];
  const failedOnce = new Set<string>();
  const failingOnce = (subscriber: AnySubscriber): AnySubscriber =>
    ({
      ...subscriber,
      handle: async (event: never, context: ReactionContext) => {
        const attempt = `${subscriber.name}:${context.eventId}`;
        if (!failedOnce.has(attempt)) {
          failedOnce.add(attempt);
          throw new Error(`${subscriber.name} is down`);
        }
        await (subscriber.handle as (e: never, c: ReactionContext) => Promise<void>)(
          event,
          context,
        );
      },
    }) as AnySubscriber;
  const subscribers = allSubscribers.map(failingOnce);

  beforeAll(async () => {
    mls = await startEmbeddedMls({ count: 8 });
    world = await buildHomesWorld(driver, mls.env, { reactions: { subscribers } });
    keys = mls.dataset.properties.map((property) => property.ListingKey);
    await world.give(
      'buyer',
      keys.slice(0, 4).map((listingKey) => ({ listingKey })),
    );
  }, 60_000);
  afterAll(async () => {
    await world?.close();
    await mls?.close();
  });

  const call = async (username: string, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    world.t.app.inject({
      method,
      url: `${api}${url}`,
      headers: await world.as(username),
      ...(payload ? { payload } : {}),
    });
  const id = (username: string) => world.ids.get(username)!;
  const noticesOf = (username: string, kind: NotificationRow['kind']) =>
    world.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id(username)), eq(notifications.kind, kind)));
  const linesOf = (kind: ActivityKind) =>
    world.t.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.buyerId, id('buyer')), eq(activityEvents.kind, kind)));
  /** Failed attempts waiting for their retry. */
  const waiting = async () =>
    (await world.t.db.select().from(jobs)).filter(
      (job) => job.kind.startsWith('reaction:') && job.status === 'queued' && job.lastError,
    ).length;
  /** The retries come: the clock moves past each backoff and the worker runs what is due. */
  const retried = async () => {
    const worker = await startReactionWorker({
      db: world.t.db,
      clock: world.t.clock,
      logger: quiet,
      subscribers,
      intervalMs: 0,
    });
    for (let round = 0; round < 4; round += 1) {
      world.t.clock.advance(2_000);
      await worker.drain();
    }
    await worker.stop();
  };

  it('a shared note: saved and 201 at once, its notice and feed line after the retry, once', async () => {
    const answer = await call('buyer', 'POST', `/listings/${keys[0]}/notes`, {
      text: 'Love the porch.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await world.t.db.select().from(listingNotes)).toHaveLength(1);
    expect(await noticesOf('realtor', 'note-shared')).toEqual([]);
    expect(await linesOf('noted')).toEqual([]);
    expect(await waiting()).toBeGreaterThan(0);
    await retried();
    expect(await noticesOf('realtor', 'note-shared')).toHaveLength(1);
    expect(await linesOf('noted')).toHaveLength(1);
    await retried();
    expect(await noticesOf('realtor', 'note-shared')).toHaveLength(1);
    expect(await linesOf('noted')).toHaveLength(1);
  });

  it('a tour asked for, then its verdict: the notices, the feed line and the verdict’s note come after retries', async () => {
    const zone = 'America/Chicago';
    const tomorrow = wallClockIn(world.t.clock.now().getTime() + DAY, zone).date;
    const start = Date.parse(instantInZone(tomorrow, '13:00', zone) ?? '');
    const requested = await call('buyer', 'POST', '/tours', {
      listingKey: keys[1],
      windows: [
        { start: new Date(start).toISOString(), end: new Date(start + 3_600_000).toISOString() },
      ],
      note: '',
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const tourId = requested.json<{ id: string }>().id;
    expect(await noticesOf('realtor', 'tour-requested')).toEqual([]);
    expect(await linesOf('tour-requested')).toEqual([]);
    await retried();
    expect(await noticesOf('realtor', 'tour-requested')).toHaveLength(1);
    expect(await linesOf('tour-requested')).toHaveLength(1);

    const declined = await call('realtor', 'POST', `/tours/${tourId}/transition`, {
      to: 'declined',
      reason: 'Not available that day',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await noticesOf('buyer', 'tour-updated')).toEqual([]);
    await retried();
    expect(await noticesOf('buyer', 'tour-updated')).toHaveLength(1);

    // A completed tour's verdict: the buyer's note (notes), then the realtor's notice (alerts).
    await world.t.db.update(tours).set({ state: 'completed' }).where(eq(tours.id, tourId));
    const before = (await noticesOf('realtor', 'note-shared')).length;
    const verdict = await call('buyer', 'POST', `/tours/${tourId}/verdict`, {
      verdict: 'love',
      note: 'The light!',
    });
    expect(verdict.statusCode, verdict.body).toBe(200);
    const verdictNotes = () =>
      world.t.db.select().from(listingNotes).where(eq(listingNotes.listingKey, keys[1]!));
    expect(await verdictNotes()).toEqual([]);
    await retried();
    expect((await verdictNotes()).map((note) => note.text)).toEqual([
      'Tour verdict: Love — The light!',
    ]);
    expect(await noticesOf('realtor', 'note-shared')).toHaveLength(before + 1);
  });

  it('a like and a removal: 200 at once, their feed lines after the retry, once', async () => {
    const liked = await call('buyer', 'POST', `/properties/liked/${keys[2]}`);
    expect(liked.statusCode, liked.body).toBe(200);
    const removed = await call('buyer', 'DELETE', `/my-listing-keys/${keys[3]}?reason=price`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await linesOf('liked')).toEqual([]);
    expect(await linesOf('removed')).toEqual([]);
    await retried();
    await retried();
    expect((await linesOf('liked')).map((line) => line.listingKey)).toEqual([keys[2]]);
    expect((await linesOf('removed')).map((line) => [line.listingKey, line.data])).toEqual([
      [keys[3], { reason: 'price' }],
    ]);
  });

  it('homes sent: on the list at once, the buyer’s notice after the retry, once', async () => {
    const sent = await call('realtor', 'POST', `/buyers/buyer/listing-keys`, {
      listingKeys: [keys[5], keys[6]],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ added: string[] }>().added).toEqual([keys[5], keys[6]]);
    expect(await noticesOf('buyer', 'homes-added')).toEqual([]);
    await retried();
    await retried();
    expect((await noticesOf('buyer', 'homes-added')).map((notice) => notice.title)).toEqual([
      'realtor added 2 homes',
    ]);
  });

  it('a note whose telling fails is not saved: the write and its events are one transaction', async () => {
    const notes = async () =>
      (await world.t.db.select().from(listingNotes)).filter((note) => note.text === 'Rolled back');
    await expect(
      createNote(
        {
          db: world.t.db,
          clock: world.t.clock,
          emit: async () => {
            throw new Error('the queue refused');
          },
        },
        { id: id('buyer'), role: 'buyer' },
        { listingKey: keys[0]! },
        { text: 'Rolled back', visibility: 'shared' },
      ),
    ).rejects.toThrow('the queue refused');
    expect(await notes()).toEqual([]);
  });
});
