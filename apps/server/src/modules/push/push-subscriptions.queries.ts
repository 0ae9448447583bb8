import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema';

/** The least recently used first: a never-used device by its age. */
const leastRecentlyUsed = [
  asc(sql`coalesce(${pushSubscriptions.lastUsedAt}, ${pushSubscriptions.createdAt})`),
  asc(pushSubscriptions.createdAt),
];

/** A person's devices, the most recently used first. */
export const devicesOf = (db: Db, userId: string) =>
  db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(
      desc(sql`coalesce(${pushSubscriptions.lastUsedAt}, ${pushSubscriptions.createdAt})`),
      desc(pushSubscriptions.createdAt),
    );

export const subscriptionById = async (db: Db, id: string) =>
  (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))[0];

/**
 * Stores a device's subscription: a new row, or the row of the same endpoint with its keys and
 * owner replaced (a browser re-subscribing, or another person signing in on it). Answers the row
 * and whether it is new.
 */
export const upsertSubscription = async (
  db: Db,
  values: Pick<PushSubscriptionRow, 'userId' | 'endpoint' | 'p256dh' | 'auth' | 'label'> & {
    now: Date;
  },
): Promise<{ row: PushSubscriptionRow; created: boolean }> => {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...rest, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: rest.userId, p256dh: rest.p256dh, auth: rest.auth, label: rest.label },
    })
    // A row the insert made has no deleting transaction yet (`xmax = 0`); an updated one has.
    .returning({ id: pushSubscriptions.id, created: sql<boolean>`(xmax::text = '0')` });
  if (!row) throw new Error('push subscription not stored');
  const stored = await subscriptionById(db, row.id);
  if (!stored) throw new Error('push subscription not stored');
  return { row: stored, created: row.created === true };
};

/** Drops a person's least recently used devices beyond `keep` (the newest `keepId` stays). */
export const dropDevicesBeyond = async (db: Db, userId: string, keep: number, keepId: string) => {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(...leastRecentlyUsed);
  const others = rows.filter((row) => row.id !== keepId);
  const surplus = others.slice(0, Math.max(0, rows.length - keep));
  for (const { id } of surplus)
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return surplus.length;
};

/** Removes one of a person's devices; false when they have none of that id. */
export const removeDevice = async (db: Db, userId: string, id: string) => {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
};

/** A push service said the subscription is gone (404, 410). */
export const removeSubscription = async (db: Db, id: string) => {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
};

export const markDeviceUsed = async (db: Db, id: string, at: Date) => {
  await db.update(pushSubscriptions).set({ lastUsedAt: at }).where(eq(pushSubscriptions.id, id));
};
