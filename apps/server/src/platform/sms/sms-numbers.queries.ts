import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsNumbers } from '../../db/schema';

/** The first instant (UTC) of the month of `now`: the period of the monthly cap. */
export const monthStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export const isOptedOut = async (db: Db, phone: string) => {
  const [row] = await db
    .select({ optedOutAt: smsNumbers.optedOutAt })
    .from(smsNumbers)
    .where(eq(smsNumbers.phone, phone));
  return Boolean(row?.optedOutAt);
};

/**
 * Counts one capped message to `phone` if it may have one: not opted out, and fewer than `cap`
 * this month. One statement, so two concurrent sends cannot both take the last place.
 */
export const takeCappedPlace = async (
  db: Db,
  { phone, now, cap }: { phone: string; now: Date; cap: number },
): Promise<boolean> => {
  const period = monthStart(now);
  const taken = await db
    .insert(smsNumbers)
    .values({ phone, periodStart: period, sentInPeriod: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: smsNumbers.phone,
      set: {
        sentInPeriod: sql`case when ${smsNumbers.periodStart} = ${period} then ${smsNumbers.sentInPeriod} + 1 else 1 end`,
        periodStart: period,
        updatedAt: now,
      },
      setWhere: and(
        isNull(smsNumbers.optedOutAt),
        or(ne(smsNumbers.periodStart, period), lt(smsNumbers.sentInPeriod, cap)),
      ),
    })
    .returning({ phone: smsNumbers.phone });
  return taken.length > 0;
};

/** STOP (`optedOutAt` set) or START (cleared); the monthly count is kept either way. */
export const setOptedOut = async (
  db: Db,
  { phone, optedOut, now }: { phone: string; optedOut: boolean; now: Date },
) => {
  const optedOutAt = optedOut ? now : null;
  await db
    .insert(smsNumbers)
    .values({ phone, optedOutAt, periodStart: monthStart(now), sentInPeriod: 0, updatedAt: now })
    .onConflictDoUpdate({ target: smsNumbers.phone, set: { optedOutAt, updatedAt: now } });
};
