import { subscribe } from '../../platform/events';
import { copyHomesForLeaver, dropLeaversLikes } from './household-copy.queries';

/**
 * When a member leaves a household (ADR 049, REQ-HOUSEHOLD-LEAVE): with `keepCopy`, their new
 * household gets the old list in its order with their own likes; either way their likes leave the
 * old list, which the members who stay keep whole.
 */
export const householdCopySubscriber = subscribe(
  'buyer-homes.leaver-copy',
  'household-member-left',
  async ({ householdId, newHouseholdId, userId, keepCopy }, { db, invalidations }) => {
    if (keepCopy) {
      await copyHomesForLeaver(
        db,
        { fromHouseholdId: householdId, toHouseholdId: newHouseholdId, userId },
        invalidations,
      );
    }
    await dropLeaversLikes(db, { householdId, userId }, invalidations);
  },
);
