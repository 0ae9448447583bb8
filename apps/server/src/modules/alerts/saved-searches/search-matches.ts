import { savedSearchMessages } from '@rela/contracts';
import type { ReplicaEventRow } from '../../../db/schema';
import { addressOf } from '../alert-texts';

/** Where a notice's body names the saved search (filled in per search by the one SQL statement). */
export const searchSlot = '{search}';

/** A new listing or a price drop as every matching search's notice says it. */
export type MatchTexts = {
  eventId: number;
  listingKey: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
};

const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The texts of the events a saved search can match (ADR 031): a new listing, and a price drop
 * (a rise, or a price with no before, matches nothing); null for every other event.
 */
export const matchTexts = (
  event: Pick<ReplicaEventRow, 'id' | 'kind' | 'listingKey' | 'before' | 'after'>,
  record: Record<string, unknown> | undefined,
  /** Whether the seller lets buyers see the street (REQ-DISPLAY-ADDRESS). */
  addressShown = true,
): MatchTexts | null => {
  const address = (record && addressOf(record, addressShown)) ?? savedSearchMessages.unknownAddress;
  const common = {
    eventId: event.id,
    listingKey: event.listingKey,
    body: savedSearchMessages.matchBody(searchSlot),
  };
  if (event.kind === 'new_listing') {
    return {
      ...common,
      title: savedSearchMessages.newMatchTitle(address),
      data: { event: event.kind },
    };
  }
  if (event.kind !== 'price_change') return null;
  const [before, after] = [asNumber(event.before), asNumber(event.after)];
  if (before === null || after === null || after >= before) return null;
  return {
    ...common,
    title: savedSearchMessages.priceDropMatchTitle(before - after, address),
    data: { event: event.kind, before, after },
  };
};
