import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** queued: waiting for `run_at`; running: taken by a worker until `run_at` (its lease); then done or failed. */
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Durable background jobs (ADR 006): stored in Postgres, so they survive a restart;
 * retried with backoff; taken by exactly one worker (`for update skip locked`). At most one queued
 * or running job per kind and key (the partial unique index), so asking twice makes one job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** What the job is about (a listing key); one active job per kind and key. */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    /** Attempts started so far, the one running included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When a queued job is due; while running, when its lease ends and another worker may take it. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker holding the lease; a worker only finishes a job it still holds. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx').on(table.status, table.runAt),
    uniqueIndex('jobs_active_key_idx')
      .on(table.kind, table.key)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
