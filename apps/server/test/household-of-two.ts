import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { homeLikes, households, users } from '../src/db/schema';
import { createUser } from './app';

/**
 * A household of two (or more) buyers under one realtor, built directly (ADR 049): the first
 * member's household of one takes the others in (their own households of one go). The invitation
 * flow is not what these tests are about.
 */
export const householdOf = async (
  db: Db,
  people: readonly { username: string; firstName: string; lastName?: string }[],
  supervisorId: string,
  at: Date = new Date('2026-11-01T12:00:00Z'),
) => {
  const members: { id: string; username: string }[] = [];
  let householdId: string | null = null;
  for (const [index, person] of people.entries()) {
    const row = await createUser(db, { ...person, role: 'buyer', supervisorId });
    const own = row.householdId;
    if (!own) throw new Error(`${person.username} has no household`);
    householdId ??= own;
    await db
      .update(users)
      .set({ householdId, joinedHouseholdAt: new Date(at.getTime() + index * 60_000) })
      .where(eq(users.id, row.id));
    if (own !== householdId) await db.delete(households).where(eq(households.id, own));
    members.push({ id: row.id, username: row.username });
  }
  if (!householdId) throw new Error('a household needs a member');
  return { householdId, members };
};

/** A member's like of a home already on their household's list. */
export const likeAs = (db: Db, householdId: string, listingKey: string, userId: string, at: Date) =>
  db.insert(homeLikes).values({ buyerId: householdId, listingKey, userId, likedAt: at });
