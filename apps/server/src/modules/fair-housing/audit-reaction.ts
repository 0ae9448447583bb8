import { fairHousingAuditRetentionDays } from '@rela/contracts';
import { subscribe } from '../../platform/events';
import { deleteAuditBefore, insertAuditEntry } from './fair-housing.queries';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Each redirected turn and replaced answer or report text becomes an audit entry (ADR 050); the
 * entries past their two years go as the next one is written (the page never shows them).
 */
export const fairHousingAuditSubscriber = subscribe(
  'fair-housing.audit',
  'fair-housing-screened',
  async (event, { db, clock }) => {
    await insertAuditEntry(db, {
      at: new Date(event.at),
      surface: event.surface,
      class: event.class,
      userId: event.userId,
      excerpt: event.excerpt,
    });
    await deleteAuditBefore(
      db,
      new Date(clock.now().getTime() - fairHousingAuditRetentionDays * DAY),
    );
  },
);
