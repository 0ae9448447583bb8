import { defaultTimeZone } from '@rela/contracts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../../db/checked-rows';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';
import { uuidArray } from '../../db/sql-arrays';

/**
 * What the team's performance reads of the alerts (ADR 053): how many alert e-mails went to each
 * buyer in a period (through `notification_deliveries_sent_email_idx`), and a user's time zone.
 * Opens are not recorded, so none are told.
 */

const sentRow = z.object({
  user_id: z.string(),
  current: z.boolean(),
  sent: z.coerce.number(),
});

/** Alert e-mails sent to these users, per user and period (`current`: in `[from, to)`). */
export const alertEmailsSent = async (
  db: Db,
  params: { userIds: readonly string[]; previousFrom: Date; from: Date; to: Date },
) => {
  if (params.userIds.length === 0) return [];
  return rowsOf(
    sentRow,
    await db.execute(sql`
      select d.user_id, d.done_at >= ${params.from.toISOString()}::timestamptz as current,
        count(*) as sent
      from notification_deliveries d
      where d.user_id = any(${uuidArray(params.userIds)})
        and d.channel = 'email' and d.state = 'sent'
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
