import type { HomeThread } from '../../listing/model/home-thread';
import { tellViewed } from './api/tell-viewed';

/** A buyer's opening of their own home is told to the feed (ADR 033); nobody else's is. */
export const homeOpened = (listingKey: string, thread: HomeThread | undefined) => {
  if (thread?.side === 'buyer') tellViewed(listingKey);
};
