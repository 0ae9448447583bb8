import { defaultTimeZone } from '@rela/contracts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../../db/checked-rows';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';
import { intArray, uuidArray, type HouseholdsOverPeriods } from '../../db/sql-arrays';

/**
 * What the team's performance reads of the alerts (ADR 053): how many alert e-mails went to each
 * buyer in a period (through `notification_deliveries_sent_email_idx`), and a user's time zone.
 * Opens are not recorded, so none are told.
 */

const sentRow = z.object({
  row: z.number(),
  current: z.boolean(),
  sent: z.coerce.number(),
});

/**
 * Alert e-mails sent to the members of these households in `[previousFrom, to)`, summed per row of
 * the caller's table and period (`current`: in `[from, to)`).
 */
export const alertEmailsSent = async (db: Db, params: HouseholdsOverPeriods) => {
  if (params.householdIds.length === 0) return [];
  return rowsOf(
    sentRow,
    await db.execute(sql`
      select m.row_index as row, d.done_at >= ${params.from.toISOString()}::timestamptz as current,
        count(*) as sent
      from unnest(${uuidArray(params.householdIds)}, ${intArray(params.rows)})
        as m(household_id, row_index)
      join users u on u.household_id = m.household_id and u.role = 'buyer'
      join notification_deliveries d on d.user_id = u.id
      where d.channel = 'email' and d.state = 'sent'
        and d.done_at >= ${params.previousFrom.toISOString()}::timestamptz
        and d.done_at < ${params.to.toISOString()}::timestamptz
      group by 1, 2`),
  );
};

/** The IANA zone a user saved (quiet hours, the digest), `defaultTimeZone` until they save one. */
export const savedTimeZone = async (db: Db, userId: string): Promise<string> => {
  const [row] = await db
    .select({ timeZone: notificationPreferences.timeZone })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.timeZone ?? defaultTimeZone;
};
