import type { ActivityKind } from '@rela/contracts';

/**
 * One thing a buyer did that their realtor's feed records, as the activity reactions write it
 * (ADR 033, 043): from buyer-homes' events (liked, unliked, removed, added-from-search), notes'
 * (noted: shared notes only) and tours' (tour-requested). A view is recorded by this module's own
 * call.
 */
export type BuyerActivity = {
  /** The household whose feed it is (ADR 049: the list's `buyer_id`). */
  buyerId: string;
  /** The member who did it; a line naming a deleted account names nobody. */
  actorId?: string;
  /**
   * `restored`: the buyer undid a removal; not a line of its own, it marks the home's latest
   * `removed` line restored (the feed says so).
   */
  kind: Exclude<ActivityKind, 'viewed'> | 'restored';
  listingKey: string;
  /** The kind's details: `removed` takes `{ reason }`; `noted` `{ noteId }`; `tour-requested` `{ tourId }`. */
  data?: Record<string, unknown>;
};
