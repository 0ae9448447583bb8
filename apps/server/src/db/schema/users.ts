import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { usernameConfusables, type Role, type UserStatus } from '@rela/contracts';
import { households } from './households';

/** `usernameSkeleton` of contracts in SQL: lower(), then every confusable replaced in order. */
const skeletonOf = (column: string): SQL =>
  sql.raw(
    usernameConfusables.reduce(
      (expression, [from, to]) => `replace(${expression}, '${from}', '${to}')`,
      `lower("${column}")`,
    ),
  );

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    /** Unique: a username confusable with an existing one (UTS #39 skeleton) is taken. */
    usernameSkeleton: text('username_skeleton')
      .notNull()
      .unique()
      .generatedAlwaysAs(skeletonOf('username')),
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone').unique(),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    status: text('status').$type<UserStatus>().notNull().default('CONFIRMED'),
    role: text('role').$type<Role>().notNull(),
    supervisorId: uuid('supervisor_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    passwordHash: text('password_hash').notNull(),
    /** When a FORCE_CHANGE_PASSWORD user's temporary password stops working. */
    temporaryPasswordExpiresAt: timestamp('temporary_password_expires_at', { withTimezone: true }),
    profileImage: text('profile_image'),
    /** A buyer's household (ADR 049); null for the other roles. */
    householdId: uuid('household_id').references(() => households.id, { onDelete: 'restrict' }),
    /** When the buyer joined their household (their account's creation for a household's first). */
    joinedHouseholdAt: timestamp('joined_household_at', { withTimezone: true }),
    /** Bumped whenever the password changes; tokens issued before it are void. */
    credentialsVersion: integer('credentials_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_supervisor_idx').on(table.supervisorId),
    index('users_household_idx').on(table.householdId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
