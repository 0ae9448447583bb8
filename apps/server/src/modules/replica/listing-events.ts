import type { NewReplicaEventRow, ReplicaListingRow } from '../../db/schema';
import type { ArrivedListing } from './listing-row';

type Held = Pick<ReplicaListingRow, 'listPrice' | 'status' | 'onMarket'>;

/**
 * The events of one listing's arrival, compared with what the replica held: new listing, price
 * change, status change, off market, back on market. Each carries the record's modification time,
 * so the same arrival twice makes the same events (and the second time, none are stored).
 */
export const listingEvents = (
  held: Held | undefined,
  arrived: ArrivedListing,
): NewReplicaEventRow[] => {
  const { listingKey, modifiedAt, columns } = arrived;
  const event = (kind: NewReplicaEventRow['kind'], before?: unknown, after?: unknown) => ({
    listingKey,
    kind,
    modifiedAt,
    before: before ?? null,
    after: after ?? null,
  });
  if (!held) return arrived.onMarket ? [event('new_listing', null, columns.status)] : [];
  const events: NewReplicaEventRow[] = [];
  if (held.onMarket && !arrived.onMarket) return [event('off_market', held.status, columns.status)];
  if (!held.onMarket && arrived.onMarket) {
    events.push(event('back_on_market', held.status, columns.status));
  } else if (held.status !== columns.status) {
    events.push(event('status_change', held.status, columns.status));
  }
  if (arrived.onMarket && held.listPrice !== columns.listPrice) {
    events.push(event('price_change', held.listPrice, columns.listPrice));
  }
  return events;
};
