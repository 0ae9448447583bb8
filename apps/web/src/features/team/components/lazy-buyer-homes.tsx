import { lazy, Suspense } from 'react';
import { labels } from '../../../lib/labels';
import { ListLoading } from './list-state';

/**
 * An expanded buyer's homes, in a chunk of their own with the listing cards' pieces: a buyer's
 * row opens on a click, so a realtor's `/home` first load leaves them out (docs/performance.md).
 */
const BuyerHomes = lazy(async () => ({
  default: (await import('./buyer-homes')).BuyerHomes,
}));

export const LazyBuyerHomes = ({ username }: { username: string }) => (
  <Suspense fallback={<ListLoading label={labels.team.loadingHomes} />}>
    <BuyerHomes username={username} />
  </Suspense>
);
