import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { OnBuyerActivity, OnBuyerActivityWithdrawn } from './activity-events';
import { deleteEvents, insertEvent, markRestored } from './activity.queries';

/**
 * The `onBuyerActivity` app.ts gives buyer-homes, notes and tours: writes the event at the clock's
 * time. It runs after the change it records (not in its transaction): a lost event costs the feed
 * one line, never the buyer their change.
 */
export const activityRecorder =
  ({ db, clock }: { db: Db; clock: Clock }): OnBuyerActivity =>
  ({ kind, ...activity }) =>
    kind === 'restored'
      ? markRestored(db, { ...activity, at: clock.now() })
      : insertEvent(db, { ...activity, kind, at: clock.now() });

/**
 * The `onBuyerActivityWithdrawn` app.ts gives notes: a shared note made private or deleted is no
 * longer a `noted` line of the realtor's feed (nor one of the counts above them).
 */
export const activityWithdrawer =
  ({ db }: { db: Db }): OnBuyerActivityWithdrawn =>
  (activity) =>
    deleteEvents(db, activity);
