import { and, eq } from 'drizzle-orm';
import { listingNotes } from '../../db/schema';
import { subscribe } from '../../platform/events';

/**
 * A member who leaves a household takes their **private** notes on its threads to their new
 * household (ADR 049, REQ-HOUSEHOLD-LEAVE): nobody else could read them, so they go with their
 * author. Notes written for the household or shared with the realtor stay where they were written.
 */
export const householdNotesSubscriber = subscribe(
  'notes.leaver-private-notes',
  'household-member-left',
  async ({ householdId, newHouseholdId, userId }, { db }) => {
    await db
      .update(listingNotes)
      .set({ buyerId: newHouseholdId })
      .where(
        and(
          eq(listingNotes.buyerId, householdId),
          eq(listingNotes.authorId, userId),
          eq(listingNotes.visibility, 'private'),
        ),
      );
  },
);
