import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ActivityKind,
  NoteVisibility,
  TourState,
  TourSide,
  TourVerdict,
} from '@rela/contracts';
import { households } from './households';
import { users } from './users';

/**
 * A note on a home (ADR 032), in one buyer's thread on one listing: written by the buyer or their
 * realtor. Kept when the home leaves the list (a re-added home finds its notes again); a deleted
 * note keeps its row with `deleted_at` set and its text emptied ("Note deleted").
 */
export const listingNotes = pgTable(
  'listing_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    listingKey: text('listing_key').notNull(),
    /** Null once the author's account is deleted (their shared notes stay in the thread). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    visibility: text('visibility').$type<NoteVisibility>().notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * A member's shared note: when the realtor's side first wrote a shared note after it in the
     * thread (null while none), stamped by each change to the thread (ADR 053).
     */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('listing_notes_thread_idx').on(table.buyerId, table.listingKey, table.createdAt),
    index('listing_notes_author_idx').on(table.authorId),
    // A team's shared notes of a period, household by household, read from the index alone (ADR 053).
    index('listing_notes_shared_time_idx')
      .on(table.buyerId, table.createdAt, table.listingKey, table.authorId, table.answeredAt)
      .where(sql`${table.visibility} = 'shared' and ${table.deletedAt} is null`),
  ],
);

/** When a user last read a thread: shared notes of the other side after it are unread. */
export const noteThreadReads = pgTable(
  'note_thread_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    listingKey: text('listing_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.buyerId, table.listingKey] })],
);

/**
 * What a buyer did, for their realtor's feed (ADR 033): deleted with the buyer. `data` holds the
 * kind's details (a removal's reason, the note or tour it was about).
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    /** The member who did it (ADR 049); null once their account is deleted, or before households. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ActivityKind>().notNull(),
    listingKey: text('listing_key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The kind too, so that a period's counts (ADR 053) are read from the index alone.
    index('activity_events_buyer_idx').on(table.buyerId, table.at, table.kind),
    // A view's 30-minute dedupe and the Hot rules read one buyer's home's events of a kind.
    index('activity_events_home_idx').on(table.buyerId, table.listingKey, table.kind, table.at),
  ],
);

/**
 * When a buyer's opening of a home was last recorded (ADR 033): the one row a view's
 * 30-minute dedupe claims with an upsert, so two opens at once record one event.
 */
export const activityViewMarks = pgTable(
  'activity_view_marks',
  {
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingKey: text('listing_key').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.buyerId, table.listingKey] })],
);

/** A buyer's tour request of one home, with their realtor (ADR 034); times in UTC. */
export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    /** The buyer's realtor when asked; null once that account is deleted. */
    realtorId: uuid('realtor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member who asked (ADR 049); null once their account is deleted, or before households. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    listingKey: text('listing_key').notNull(),
    state: text('state').$type<TourState>().notNull().default('requested'),
    note: text('note').notNull().default(''),
    reason: text('reason'),
    confirmedWindowId: uuid('confirmed_window_id'),
    proposedWindowId: uuid('proposed_window_id'),
    /** The home went Pending or off the market while the tour was confirmed. */
    flagged: boolean('flagged').notNull().default(false),
    verdict: text('verdict').$type<TourVerdict>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The realtor's first move of the request (confirmed, proposed, declined or canceled, ADR 053). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When it was first confirmed, and when completed (ADR 053). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('tours_buyer_idx').on(table.buyerId, table.createdAt),
    // The requests still waiting for an answer, household by household (ADR 053).
    index('tours_requested_idx')
      .on(table.buyerId, table.createdAt)
      .where(sql`${table.state} = 'requested'`),
    index('tours_realtor_idx').on(table.realtorId, table.state),
    index('tours_listing_idx').on(table.listingKey, table.state),
  ],
);

/** A tour's time windows: the buyer's preferred ones and the realtor's proposals. */
export const tourWindows = pgTable(
  'tour_windows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    by: text('by').$type<TourSide>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tour_windows_tour_idx').on(table.tourId, table.startAt)],
);
