import type { Db } from '../../db/client';
import type { InvalidationBus } from '../cache/invalidation-bus';
import type { Clock } from '../clock';
import type { EventOf, EventType } from './catalogue';

/** Writes the work of every subscriber of the event in the caller's transaction (ADR 043). */
export type Emit = (tx: Db, event: EventOf<EventType>) => Promise<void>;

/** What a subscriber works with: its own transaction, the clock, and `emit` for what it tells in turn. */
export type ReactionContext = {
  /** The reaction's transaction: its work and its job's completion commit together. */
  db: Db;
  clock: Clock;
  emit: Emit;
  /** The emitted event's id: the same on every retry, a key for anything it must write once. */
  eventId: string;
  /** Told of a reaction's changes to the reads kept in memory (ADR 018); none where none are kept. */
  invalidations?: InvalidationBus;
};

/**
 * One consumer's reaction to one type of event, declared in the consumer's module and exported
 * from its `index.ts`; the composition root lists them all (`src/reactions.ts`).
 */
export type Subscriber<T extends EventType> = {
  /** `<module>.<what it does>`, unique; its jobs are of kind `reaction:<name>`. */
  name: string;
  on: T;
  handle: (event: EventOf<T>, context: ReactionContext) => Promise<void>;
};

export type AnySubscriber = { [T in EventType]: Subscriber<T> }[EventType];

/** Declares a subscriber (the type of `event` follows `on`). */
export const subscribe = <T extends EventType>(
  name: string,
  on: T,
  handle: Subscriber<T>['handle'],
): Subscriber<T> => ({ name, on, handle });
