import type { ActivityKind } from '@rela/contracts';

/**
 * One thing a buyer did that their realtor's feed records (ADR 033), told by the module where it
 * happened: buyer-homes (liked, unliked, removed, added-from-search), notes (noted: shared notes
 * only) and tours (tour-requested). A view is recorded by this module's own call.
 */
export type BuyerActivity = {
  buyerId: string;
  /**
   * `restored`: the buyer undid a removal; not a line of its own, it marks the home's latest
   * `removed` line restored (the feed says so).
   */
  kind: Exclude<ActivityKind, 'viewed'> | 'restored';
  listingKey: string;
  /** The kind's details: `removed` takes `{ reason }`; `noted` `{ noteId }`; `tour-requested` `{ tourId }`. */
  data?: Record<string, unknown>;
};

/**
 * Told after a successful change (never for a refused one); app.ts passes `activityRecorder(...)`
 * as each module's `onBuyerActivity`.
 */
export type OnBuyerActivity = (activity: BuyerActivity) => Promise<void>;

/**
 * Told when something recorded is taken back (a shared note made private or deleted): the events
 * of that buyer, kind and home whose `data` holds all of `data` are deleted.
 */
export type OnBuyerActivityWithdrawn = (
  activity: Required<Pick<BuyerActivity, 'buyerId' | 'kind' | 'listingKey' | 'data'>>,
) => Promise<void>;
