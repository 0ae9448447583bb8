import { usePrefetchQuery } from '@tanstack/react-query';
import { costDefaultsQueryOptions } from '../costs/cost-defaults';
import type { HomeThread } from '../model/home-thread';
import { useHomeSlots } from '../slots/home-slots';

/**
 * Starts what a list's cards draw from beside their records (the estimate's defaults, the
 * features' marks), called as the list starts its own reads: the answers then come before the
 * cards, not as a second pass over every card once they are drawn (docs/performance.md).
 */
export const useCardReads = (thread: HomeThread) => {
  usePrefetchQuery(costDefaultsQueryOptions());
  useHomeSlots().useCardReads(thread);
};
