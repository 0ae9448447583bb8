import { complianceMessages } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { subscribe } from '../../platform/events';
import { insertNotice } from './notifications.queries';

/**
 * Every company owner hears that the MLS data is older than the display rules allow (ADR 048):
 * a notice in the bell, once per incident (key `stale:{incident}`), whatever their alert
 * preferences (an operational notice; its e-mail went with the incident, through the outbox).
 */
export const dataStaleSubscriber = subscribe(
  'alerts.data-stale-notice',
  'mls-data-stale',
  async ({ incidentId, lastSyncAt, maxDataAgeHours, at }, { db }) => {
    const owners = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'company-owner'));
    for (const owner of owners) {
      await insertNotice(db, {
        userId: owner.id,
        kind: 'data-stale',
        dedupeKey: `stale:${incidentId}`,
        title: complianceMessages.staleNotice.title,
        body: complianceMessages.staleNotice.body(
          maxDataAgeHours,
          complianceMessages.staleNotice.lastSync(lastSyncAt),
        ),
        data: { incidentId, inApp: true },
        createdAt: new Date(at),
        readAt: null,
      });
    }
  },
);
