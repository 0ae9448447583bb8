import type { Db } from '../../db/client';
import { households, type NewUserRow } from '../../db/schema';

/**
 * A new buyer's own household (ADR 049): a buyer who joins none gets a household of one with their
 * own id, made here before the user row that names it. Other roles, and a buyer who joins an
 * existing household (`householdId` set), are answered unchanged. Every place that creates a buyer
 * (registration, the CLI, the demo seed, the tests' helpers) passes its row through this.
 */
export const withHouseholdOfOne = async (db: Db, user: NewUserRow): Promise<NewUserRow> => {
  if (user.role !== 'buyer' || user.householdId) return user;
  const id = user.id ?? crypto.randomUUID();
  await db
    .insert(households)
    .values({ id, ...(user.createdAt ? { createdAt: user.createdAt } : {}) });
  return { ...user, id, householdId: id, joinedHouseholdAt: user.createdAt ?? new Date() };
};
