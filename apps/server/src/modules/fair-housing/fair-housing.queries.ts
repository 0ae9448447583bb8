import type { FairHousingClass, FairHousingSurface } from '@rela/contracts';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fairHousingAudit, users } from '../../db/schema';
import type { TimeIdCursor } from '../../platform/http/time-id-cursor';

export type AuditEntry = {
  at: Date;
  surface: FairHousingSurface;
  class: FairHousingClass;
  userId: string | null;
  excerpt: string;
};

/**
 * Records one screened text (the reaction to `fair-housing-screened`); a user deleted since is
 * recorded as none, as their older entries are.
 */
export const insertAuditEntry = async (db: Db, entry: AuditEntry) => {
  await db.insert(fairHousingAudit).values({
    ...entry,
    userId: entry.userId === null ? null : sql`(select id from users where id = ${entry.userId})`,
  });
};

/** Deletes the entries older than `before`: the two years' keeping (ADR 050). */
export const deleteAuditBefore = async (db: Db, before: Date) => {
  await db.delete(fairHousingAudit).where(lt(fairHousingAudit.at, before));
};

export type AuditFilter = {
  from?: Date;
  /** Exclusive. */
  until?: Date;
  class?: FairHousingClass;
  surface?: FairHousingSurface;
};

const whereOf = (filter: AuditFilter, before?: TimeIdCursor): SQL | undefined =>
  and(
    filter.from ? gte(fairHousingAudit.at, filter.from) : undefined,
    filter.until ? lt(fairHousingAudit.at, filter.until) : undefined,
    filter.class ? eq(fairHousingAudit.class, filter.class) : undefined,
    filter.surface ? eq(fairHousingAudit.surface, filter.surface) : undefined,
    before
      ? or(
          lt(fairHousingAudit.at, before.at),
          and(eq(fairHousingAudit.at, before.at), lt(fairHousingAudit.id, before.id)),
        )
      : undefined,
  );

/** The entries the filter takes, newest first, after `before`, at most `limit`, with usernames. */
export const listAuditEntries = (
  db: Db,
  params: { filter: AuditFilter; before?: TimeIdCursor; limit: number },
) =>
  db
    .select({
      id: fairHousingAudit.id,
      at: fairHousingAudit.at,
      surface: fairHousingAudit.surface,
      class: fairHousingAudit.class,
      username: users.username,
      excerpt: fairHousingAudit.excerpt,
    })
    .from(fairHousingAudit)
    .leftJoin(users, eq(users.id, fairHousingAudit.userId))
    .where(whereOf(params.filter, params.before))
    .orderBy(desc(fairHousingAudit.at), desc(fairHousingAudit.id))
    .limit(params.limit);
export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>[number];
