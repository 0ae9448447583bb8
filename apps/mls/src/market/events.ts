import type { Random } from '../dataset/random';
import type { MarketStatus } from '../dataset/types';
import type { ListingChange, PropertyRow } from '../resources/store';

/** What one market event does to the listing it picked. */
export type EventKind =
  | 'price-cut'
  | 'price-rise'
  | 'under-contract'
  | 'back-on-market'
  | 'closed'
  | 'coming-soon-live'
  | 'new-listing'
  | 'delisted'
  | 'new-photos';

/** How often each kind happens, relative to the others. */
export const eventWeights: readonly (readonly [EventKind, number])[] = [
  ['price-cut', 26],
  ['price-rise', 8],
  ['under-contract', 14],
  ['back-on-market', 8],
  ['closed', 10],
  ['coming-soon-live', 5],
  ['new-listing', 16],
  ['delisted', 6],
  ['new-photos', 7],
];

/** Which listings an event can touch (a listing off the market is touched by none). */
export const eligible: Record<Exclude<EventKind, 'new-listing'>, readonly MarketStatus[]> = {
  'price-cut': ['Active', 'Coming Soon'],
  'price-rise': ['Active'],
  'under-contract': ['Active'],
  'back-on-market': ['Pending', 'Active Under Contract'],
  closed: ['Pending', 'Active Under Contract'],
  'coming-soon-live': ['Coming Soon'],
  delisted: ['Active', 'Coming Soon', 'Pending', 'Active Under Contract'],
  'new-photos': ['Active', 'Coming Soon'],
};

/** A price the way agents move them: to a round $1,000 (under $1M) or $5,000. */
const movedPrice = (price: number, factor: number) => {
  const step = price < 1_000_000 ? 1_000 : 5_000;
  return Math.max(step, Math.round((price * factor) / step) * step);
};

/** The change an event makes to a listing it is eligible for ('delisted' is the store's doing). */
export const changeFor = (
  kind: Exclude<EventKind, 'new-listing' | 'delisted'>,
  row: PropertyRow,
  random: Random,
): ListingChange => {
  switch (kind) {
    case 'price-cut':
      return { ListPrice: movedPrice(row.ListPrice, random.float(0.92, 0.985)) };
    case 'price-rise':
      return { ListPrice: movedPrice(row.ListPrice, random.float(1.015, 1.06)) };
    case 'under-contract':
      return { StandardStatus: random.chance(0.6) ? 'Pending' : 'Active Under Contract' };
    case 'back-on-market':
    case 'coming-soon-live':
      return { StandardStatus: 'Active' };
    case 'closed':
      return { StandardStatus: 'Closed' };
    case 'new-photos':
      return { PhotosCount: Math.min(40, row.PhotosCount + random.int(1, 3)) };
  }
};
