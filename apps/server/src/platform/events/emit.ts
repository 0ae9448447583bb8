import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { emittedEventSchema, type EventType } from './catalogue';
import type { AnySubscriber, Emit } from './subscriber';

/** Told at the commit of every transaction that emitted: the reaction workers wake (ADR 043). */
export const REACTIONS_CHANNEL = 'rela_reactions';

/** Attempts of one reaction before it is `failed`: 1 s, 2 s, 4 s, ... up to a minute apart. */
export const reactionMaxAttempts = 12;

/** The job kind of a subscriber's reactions. */
export const reactionKind = (subscriberName: string) => `reaction:${subscriberName}`;

/** Subscriber names by event type; two subscribers of one name are a wiring mistake. */
export const subscribersByType = (subscribers: readonly AnySubscriber[]) => {
  const names = new Set<string>();
  const byType = new Map<EventType, string[]>();
  for (const subscriber of subscribers) {
    if (names.has(subscriber.name)) throw new Error(`two subscribers named ${subscriber.name}`);
    names.add(subscriber.name);
    byType.set(subscriber.on, [...(byType.get(subscriber.on) ?? []), subscriber.name]);
  }
  return byType;
};

/**
 * `emit(tx, event)`: checks the event against its schema, then writes one job per subscriber of
 * its type into the durable queue, in the caller's transaction: nothing if it rolls back, one per
 * subscriber (the event's fresh id is the jobs' key) if it commits. The `pg_notify` it sends is
 * delivered at that commit and wakes the reaction workers of every process at once.
 */
export const emitterFor = (subscribers: readonly AnySubscriber[]): Emit => {
  const byType = subscribersByType(subscribers);
  return async (tx, event) => {
    const checked = emittedEventSchema.parse(event);
    const names = byType.get(checked.type) ?? [];
    if (names.length === 0) return;
    const eventId = randomUUID();
    await tx.insert(jobs).values(
      names.map((name) => ({
        kind: reactionKind(name),
        key: eventId,
        payload: checked,
        maxAttempts: reactionMaxAttempts,
        runAt: new Date(checked.at),
      })),
    );
    await tx.execute(sql`select pg_notify(${REACTIONS_CHANNEL}, '')`);
  };
};
