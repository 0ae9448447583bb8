import { alertMessages, type AlertTopic, type NotificationKind } from '@rela/contracts';
import type { ReplicaEventRow } from '../../db/schema';

/** The statuses a buyer hears of when a home on their list moves to them (ADR 028). */
const heardStatuses = new Set([
  'Pending',
  'Active Under Contract',
  'Closed',
  'Withdrawn',
  'Canceled',
]);

/**
 * One change as every recipient's notice says it: the title, and the body for the buyer and for
 * their realtor (whose body names the buyer through `alertMessages.buyerSlot`), liked or not.
 */
export type EventTexts = {
  eventId: number;
  listingKey: string;
  kind: NotificationKind;
  topic: AlertTopic;
  /** A liked home's price drop or status change may go by SMS too. */
  sms: boolean;
  title: string;
  buyerBody: string;
  buyerBodyLiked: string;
  realtorBody: string;
  realtorBodyLiked: string;
  /** What the texts were made from (stored with the notice). */
  data: Record<string, unknown>;
};

type Told = Pick<EventTexts, 'kind' | 'topic' | 'sms' | 'title'> & { detail: string };

const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);
const asText = (value: unknown) => (typeof value === 'string' ? value : null);

/** What a change tells, or null when nobody is told of it (new listings, photos, other statuses). */
const tell = (event: ReplicaEventRow, address: string): Told | null => {
  switch (event.kind) {
    case 'price_change': {
      const [before, after] = [asNumber(event.before), asNumber(event.after)];
      if (before === null || after === null || before === after) return null;
      return {
        kind: 'price-change',
        topic: 'price',
        sms: after < before,
        title: alertMessages.priceTitle(after - before, address),
        detail: alertMessages.priceDetail(before, after),
      };
    }
    case 'status_change': {
      const [before, after] = [asText(event.before), asText(event.after)];
      if (after === 'Active' && before !== null && before !== 'Coming Soon') {
        return {
          kind: 'back-on-market',
          topic: 'status',
          sms: true,
          title: alertMessages.backOnMarketTitle(address),
          detail: alertMessages.backOnMarketDetail(after),
        };
      }
      if (after === null || !heardStatuses.has(after)) return null;
      return {
        kind: 'status-change',
        topic: 'status',
        sms: true,
        title: alertMessages.statusTitle(after, address),
        detail: before ? alertMessages.statusDetail(before) : alertMessages.statusDetailUnknown,
      };
    }
    case 'back_on_market':
      return {
        kind: 'back-on-market',
        topic: 'status',
        sms: true,
        title: alertMessages.backOnMarketTitle(address),
        detail: alertMessages.backOnMarketDetail(asText(event.after) ?? 'Active'),
      };
    case 'off_market':
      return {
        kind: 'off-market',
        topic: 'status',
        sms: true,
        title: alertMessages.offMarketTitle(address),
        detail: alertMessages.offMarketDetail,
      };
    default:
      return null;
  }
};

/** The texts of one event, or null when nobody hears of it. */
export const eventTexts = (event: ReplicaEventRow, address: string | null): EventTexts | null => {
  const told = tell(event, address ?? alertMessages.unknownAddress);
  if (!told) return null;
  const { detail, ...rest } = told;
  const slot = alertMessages.buyerSlot;
  return {
    ...rest,
    eventId: event.id,
    listingKey: event.listingKey,
    buyerBody: alertMessages.forBuyer(detail, false),
    buyerBodyLiked: alertMessages.forBuyer(detail, true),
    realtorBody: alertMessages.forRealtor(slot, detail, false),
    realtorBodyLiked: alertMessages.forRealtor(slot, detail, true),
    data: { event: event.kind, before: event.before ?? null, after: event.after ?? null },
  };
};

/**
 * "12 Oak St, Raleigh" from a replica record; "Raleigh, NC 27601" when the seller withheld the
 * street (`shown` false, REQ-DISPLAY-ADDRESS): a listing's notices and e-mails are the same for
 * its buyers and realtors, so they name what a buyer may see.
 */
export const addressOf = (record: Record<string, unknown>, shown = true): string | null => {
  const city = asText(record.City);
  if (!shown) {
    const region = [asText(record.StateOrProvince), asText(record.PostalCode)].filter(Boolean);
    return [city, region.join(' ')].filter(Boolean).join(', ') || null;
  }
  const street = asText(record.UnparsedAddress);
  if (!street) return null;
  return city ? `${street}, ${city}` : street;
};
