import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freshnessIncidents, listingProblemReports, users } from '../../db/schema';

/** The open freshness incident, if any. */
export const openIncident = async (db: Db) => {
  const [row] = await db
    .select()
    .from(freshnessIncidents)
    .where(isNull(freshnessIncidents.endedAt))
    .limit(1);
  return row;
};

/**
 * Opens an incident unless one is open (the partial unique index decides between two checks at
 * once): its id, or undefined when one was already open.
 */
export const startIncident = async (
  db: Db,
  values: { startedAt: Date; lastSyncAt: Date | null; maxDataAgeHours: number },
) => {
  const [row] = await db
    .insert(freshnessIncidents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: freshnessIncidents.id });
  return row?.id;
};

/**
 * Ends the open incident at `at` (never before it started: rules loosened since end it then); its
 * id, or undefined when none was open.
 */
export const endIncident = async (db: Db, at: Date) => {
  const [row] = await db
    .update(freshnessIncidents)
    .set({
      endedAt: sql`greatest(${freshnessIncidents.startedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(isNull(freshnessIncidents.endedAt))
    .returning({ id: freshnessIncidents.id });
  return row?.id;
};

/** The latest incidents, newest first. */
export const latestIncidents = (db: Db, limit: number) =>
  db.select().from(freshnessIncidents).orderBy(desc(freshnessIncidents.startedAt)).limit(limit);

/** Every company owner, with their e-mail. */
export const companyOwners = (db: Db) =>
  db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'company-owner'));

/** A user's role and supervisor. */
export const personOf = async (db: Db, id: string) => {
  const [row] = await db
    .select({ id: users.id, role: users.role, supervisorId: users.supervisorId })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

export const insertProblemReport = async (
  db: Db,
  values: typeof listingProblemReports.$inferInsert,
) => {
  const [row] = await db
    .insert(listingProblemReports)
    .values(values)
    .returning({ id: listingProblemReports.id, createdAt: listingProblemReports.createdAt });
  if (!row) throw new Error('problem report insert returned no row');
  return row;
};
