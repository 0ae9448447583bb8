import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comparableChoices, users, type ComparableChoice } from '../../db/schema';

/** The user a `?buyer=` names: their role and household (ADR 049), or undefined. */
export const findNamedUser = async (db: Db, username: string) => {
  const [row] = await db
    .select({ id: users.id, role: users.role, householdId: users.householdId })
    .from(users)
    .where(eq(users.username, username));
  return row;
};

/** A household's choice for one home: the sales pinned and those dropped. */
export type Choice = { pinned: string[]; dropped: string[] };

/** What the realtor chose for a household's home (nothing chosen: both empty). */
export const householdChoice = async (
  db: Db,
  householdId: string,
  listingKey: string,
): Promise<Choice> => {
  const rows = await db
    .select({ key: comparableChoices.comparableKey, choice: comparableChoices.choice })
    .from(comparableChoices)
    .where(
      and(
        eq(comparableChoices.householdId, householdId),
        eq(comparableChoices.listingKey, listingKey),
      ),
    )
    .orderBy(comparableChoices.comparableKey);
  const of = (choice: ComparableChoice) =>
    rows.filter((row) => row.choice === choice).map((row) => row.key);
  return { pinned: of('pinned'), dropped: of('dropped') };
};

/** Replaces a household's choice for one home, in one transaction (empty lists: no choice). */
export const replaceChoice = (
  db: Db,
  params: { householdId: string; listingKey: string; setBy: string; setAt: Date } & Choice,
) =>
  db.transaction(async (tx) => {
    const { householdId, listingKey, setBy, setAt } = params;
    await tx
      .delete(comparableChoices)
      .where(
        and(
          eq(comparableChoices.householdId, householdId),
          eq(comparableChoices.listingKey, listingKey),
        ),
      );
    const rows = [
      ...params.pinned.map((key) => ({ key, choice: 'pinned' as const })),
      ...params.dropped.map((key) => ({ key, choice: 'dropped' as const })),
    ].map(({ key, choice }) => ({
      householdId,
      listingKey,
      comparableKey: key,
      choice,
      setBy,
      setAt,
    }));
    if (rows.length > 0) await tx.insert(comparableChoices).values(rows);
  });
