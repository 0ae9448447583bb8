import { displayName, type Role } from '@rela/contracts';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { costDefaults, users, type CostDefaultsRow } from '../../db/schema';
import { ancestorsOf } from '../../platform/policy/hierarchy.queries';

/** Whose row of defaults: a buyer household's, or a company's (its owner's user id). */
export type CostScope = { householdId: string } | { companyId: string };

/** The rows of the levels a call reads (ADR 051): the household's and its company's, when set. */
export type DefaultsRows = { household: CostDefaultsRow | null; company: CostDefaultsRow | null };

/** The household's row and the company's row, in one read; null where there is none. */
export const defaultsRows = async (
  db: Db,
  { householdId, companyId }: { householdId: string | null; companyId: string | null },
): Promise<DefaultsRows> => {
  const levels = [
    ...(householdId ? [eq(costDefaults.householdId, householdId)] : []),
    ...(companyId ? [eq(costDefaults.companyId, companyId)] : []),
  ];
  if (levels.length === 0) return { household: null, company: null };
  const rows = await db
    .select()
    .from(costDefaults)
    .where(or(...levels));
  return {
    household: rows.find((row) => householdId && row.householdId === householdId) ?? null,
    company: rows.find((row) => companyId && row.companyId === companyId) ?? null,
  };
};

/** Who set a value: the name people read for them, and their role (a buyer or their realtor). */
export type Setter = { name: string; role: Role };

/** The setters of these ids that still have an account, by id. */
export const settersOf = async (db: Db, ids: readonly string[]) => {
  const unique = [...new Set(ids)];
  const setters = new Map<string, Setter>();
  if (unique.length === 0) return setters;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(users)
    .where(inArray(users.id, unique));
  for (const row of rows) setters.set(row.id, { name: displayName(row), role: row.role });
  return setters;
};

/**
 * A user's company (ADR 051): the company owner at the top of their chain (themself for an owner),
 * as the hierarchy has it; null when the top of the chain is not a company owner.
 */
export const companyOf = async (db: Db, userId: string): Promise<string | null> => {
  const top = (await ancestorsOf(db, userId)).at(-1) ?? userId;
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, top));
  return row?.role === 'company-owner' ? top : null;
};

/** A user by username, with their role and household; undefined for a nobody. */
export const personByUsername = async (db: Db, username: string) => {
  const [row] = await db
    .select({ id: users.id, role: users.role, householdId: users.householdId })
    .from(users)
    .where(eq(users.username, username));
  return row;
};

/** A change of defaults: a value to set, null to clear it, absent to leave it. */
export type DefaultsChange = {
  downPaymentPercent?: number | null;
  rate?: number | null;
  termYears?: number | null;
};

/** Each value's columns: set with who and when, or cleared with them. */
const columnsOf = (change: DefaultsChange, by: string, at: Date) => {
  const stamp = (value: number | null) => (value === null ? { by: null, at: null } : { by, at });
  const { downPaymentPercent, rate, termYears } = change;
  return {
    ...(downPaymentPercent === undefined
      ? {}
      : {
          downPaymentPercent,
          downPaymentSetBy: stamp(downPaymentPercent).by,
          downPaymentSetAt: stamp(downPaymentPercent).at,
        }),
    ...(rate === undefined ? {} : { rate, rateSetBy: stamp(rate).by, rateSetAt: stamp(rate).at }),
    ...(termYears === undefined
      ? {}
      : { termYears, termSetBy: stamp(termYears).by, termSetAt: stamp(termYears).at }),
  };
};

/**
 * Sets the values a change names on the scope's row (made on its first change), each with who
 * set it and when; one statement, so two writers never make two rows (last write wins).
 */
export const saveDefaults = async (
  db: Db,
  scope: CostScope,
  change: DefaultsChange,
  by: string,
  at: Date,
) => {
  const set = columnsOf(change, by, at);
  await db
    .insert(costDefaults)
    .values({ ...scope, ...set })
    .onConflictDoUpdate({
      target: 'householdId' in scope ? costDefaults.householdId : costDefaults.companyId,
      set,
    });
};
