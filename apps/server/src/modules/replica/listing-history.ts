import type { ListingHistoryEvent, ListingHistoryResponse, RawProperty } from '@rela/contracts';
import type { ReplicaEventKind } from '../../db/schema';
import { leftTheFeed } from './listing-row';

/** What the history reads of a listing's record, and its list date (`ListingContractDate`). */
export type HistoryFacts = Pick<
  RawProperty,
  | 'ListPrice'
  | 'StandardStatus'
  | 'OriginalListPrice'
  | 'PreviousListPrice'
  | 'PriceChangeTimestamp'
  | 'StatusChangeTimestamp'
  | 'DaysOnMarket'
> & { listDate: string | null };

/** One replica event of the listing, as the sync wrote it. */
export type HistoryEventRow = {
  kind: ReplicaEventKind;
  modifiedAt: Date;
  before: unknown;
  after: unknown;
};

const dayMs = 86_400_000;
const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined);
const textOf = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;
const instantOf = (value: unknown) => {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};
/** Only the fields given: the contract's optional fields are absent, never undefined. */
const line = (
  at: string,
  kind: ListingHistoryEvent['kind'],
  fields: { price?: number; previousPrice?: number; status?: string },
): ListingHistoryEvent => ({
  at,
  kind,
  ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
});

/** A replica event as a line of the history; none for a kind that is not history (photos). */
const eventLine = (row: HistoryEventRow): ListingHistoryEvent[] => {
  const at = row.modifiedAt.toISOString();
  switch (row.kind) {
    case 'new_listing':
      return [line(at, 'listed', { status: textOf(row.after) })];
    case 'price_change': {
      const price = numberOf(row.after);
      return price === undefined
        ? []
        : [line(at, 'price-change', { price, previousPrice: numberOf(row.before) })];
    }
    case 'status_change':
      return [line(at, 'status-change', { status: textOf(row.after) })];
    case 'back_on_market':
      return [line(at, 'back-on-market', { status: textOf(row.after) })];
    case 'off_market':
      return [line(at, 'off-market', { status: textOf(row.after) })];
    case 'photos_changed':
      return [];
  }
};

/**
 * The record's last price change (`PreviousListPrice` to `ListPrice` at `PriceChangeTimestamp`),
 * unless the events hold it already: the latest price change of the events is the same change
 * when its prices are the record's (the sync stamps it with the record's modification time, which
 * may differ from the MLS's own stamp of the change).
 */
const recordPriceChange = (
  facts: HistoryFacts,
  lines: readonly ListingHistoryEvent[],
): ListingHistoryEvent[] => {
  const price = numberOf(facts.ListPrice);
  const previousPrice = numberOf(facts.PreviousListPrice);
  const at = instantOf(facts.PriceChangeTimestamp);
  if (price === undefined || previousPrice === undefined || !at || price === previousPrice)
    return [];
  const latest = lines.filter((item) => item.kind === 'price-change').at(-1);
  const same =
    latest !== undefined &&
    ((latest.price === price && latest.previousPrice === previousPrice) || latest.at === at);
  return same ? [] : [line(at, 'price-change', { price, previousPrice })];
};

const statusKinds: ReadonlySet<ListingHistoryEvent['kind']> = new Set([
  'listed',
  'status-change',
  'back-on-market',
  'off-market',
]);

/**
 * The record's last status change (its `StandardStatus` since `StatusChangeTimestamp`), unless it
 * is the listing itself (stamped on or before the list date) or the events hold it already (the
 * latest status they tell is the record's).
 */
const recordStatusChange = (
  facts: HistoryFacts,
  lines: readonly ListingHistoryEvent[],
  listedAt: string | undefined,
): ListingHistoryEvent[] => {
  const status = textOf(facts.StandardStatus);
  const at = instantOf(facts.StatusChangeTimestamp);
  if (!status || !at) return [];
  if (listedAt !== undefined && at.slice(0, 10) <= listedAt.slice(0, 10)) return [];
  const latest = lines.filter((item) => statusKinds.has(item.kind) && item.status).at(-1);
  if (latest?.status === status) return [];
  return [
    line(at, leftTheFeed({ StandardStatus: status }) ? 'off-market' : 'status-change', { status }),
  ];
};

/** Oldest first; lines of the same time keep their order (the listing before its changes). */
const byTime = (lines: readonly ListingHistoryEvent[]) =>
  lines
    .map((item, index) => ({ item, index, time: Date.parse(item.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ item }) => item);

/**
 * A listing's price and status history (REQ-COST-HISTORY, ADR 051), oldest first: the replica's
 * events (what Rela saw change since its first sync) merged with the record's own stamps (what
 * happened before): listed on the list date (`at` a `YYYY-MM-DD` date; the others are instants)
 * at `OriginalListPrice`, the last price change and the last status change. A change the events
 * and the record both tell is one line. Days on market: the MLS's `DaysOnMarket`, else the days
 * from the list date to `now`, else null.
 */
export const listingHistory = (
  facts: HistoryFacts,
  rows: readonly HistoryEventRow[],
  now: Date,
): ListingHistoryResponse => {
  const told = rows.flatMap(eventLine);
  const listedEvent = told.find((item) => item.kind === 'listed');
  const changes = told.filter((item) => item.kind !== 'listed');
  const listedAt = facts.listDate ?? listedEvent?.at;
  const priced = [...changes, ...recordPriceChange(facts, changes)];
  const firstPrice = byTime(priced).find((item) => item.kind === 'price-change');
  const price =
    numberOf(facts.OriginalListPrice) ??
    (firstPrice ? firstPrice.previousPrice : numberOf(facts.ListPrice));
  const listed =
    listedAt === undefined
      ? []
      : [line(listedAt, 'listed', { price, status: listedEvent?.status })];
  const events = byTime([
    ...listed,
    ...priced,
    ...recordStatusChange(facts, [...listed, ...changes], listedAt),
  ]);
  const days = numberOf(facts.DaysOnMarket);
  const daysOnMarket =
    days !== undefined
      ? Math.max(0, Math.round(days))
      : facts.listDate
        ? Math.max(0, Math.floor((now.getTime() - Date.parse(facts.listDate)) / dayMs))
        : null;
  return { events, daysOnMarket };
};
