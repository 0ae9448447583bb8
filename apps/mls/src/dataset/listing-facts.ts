import { datasetReferenceDate } from './listing-dates';
import { createRandom } from './random';
import { agentsIn, officesByKey } from './roster';
import type { ListingFacts, PropertyRecord } from './types';

const dayMs = 86_400_000;
const referenceTime = Date.parse(datasetReferenceDate);

/** Share of listings carrying each of the seller's opt-outs (false). */
export const optOutShare = 0.03;

/** A price the way a sale lands: to a round $500. */
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** Whole days from a `YYYY-MM-DD` or an instant to an instant, never negative. */
export const daysBetween = (from: string, to: string) =>
  Math.max(0, Math.floor((Date.parse(to) - Date.parse(from.slice(0, 10))) / dayMs));

/** A sale's price: within a few percent of the asking price. */
export const closePriceFor = (listingKey: string, listPrice: number) =>
  roundTo(listPrice * createRandom(`${listingKey}:close`).float(0.96, 1.03), 500);

type FactsSource = Pick<
  PropertyRecord,
  | 'ListingKey'
  | 'City'
  | 'StandardStatus'
  | 'ListPrice'
  | 'PropertySubType'
  | 'ListingContractDate'
  | 'ModificationTimestamp'
>;

/**
 * The Data Dictionary facts a listing carries beyond its home (REQ-MLS-DD2): its listing agent and
 * firm, the seller's display choices (each opted out on about 3% of listings), its price and status
 * history, days on market, its close (Closed only) and an association fee where one is usual. Drawn
 * from a generator seeded with the listing key alone, so adding them changed no other field of the
 * dataset, and the same listing has the same facts on every run.
 */
export const listingFactsFor = (record: FactsSource): ListingFacts => {
  const random = createRandom(`${record.ListingKey}:facts`);
  const agent = random.pick(agentsIn(record.City));
  const office = officesByKey.get(agent.OfficeKey);
  const shown = () => !random.chance(optOutShare);
  const listed = Date.parse(`${record.ListingContractDate}T15:00:00Z`);
  const modified = Date.parse(record.ModificationTimestamp);
  const between = (from: number, to: number) =>
    new Date(Math.round(random.float(Math.min(from, to), to) / 1000) * 1000).toISOString();
  const status = record.StandardStatus;
  const onMarket = status === 'Active' || status === 'Coming Soon';
  const statusChange = onMarket
    ? new Date(Math.min(listed, modified)).toISOString()
    : between(listed, modified);
  const repriced = status !== 'Coming Soon' && random.chance(0.25);
  const original = repriced
    ? roundTo(record.ListPrice * random.float(1.02, 1.1), record.ListPrice < 1e6 ? 1000 : 5000)
    : record.ListPrice;
  const closed = status === 'Closed';
  const attached = ['Condominium', 'Townhouse'].includes(record.PropertySubType ?? '');
  const fee = attached
    ? random.chance(0.9)
      ? ([roundTo(random.float(150, 650), 5), 'Monthly'] as const)
      : null
    : random.chance(0.3)
      ? random.chance(0.6)
        ? ([roundTo(random.float(25, 120), 5), 'Monthly'] as const)
        : ([roundTo(random.float(200, 900), 25), 'Annually'] as const)
      : null;
  return {
    ListOfficeKey: agent.OfficeKey,
    ListOfficeName: agent.OfficeName,
    ListOfficePhone: office?.OfficePhone ?? null,
    ListAgentKey: agent.MemberKey,
    ListAgentFullName: agent.MemberFullName,
    ListAgentEmail: agent.MemberEmail,
    ListAgentDirectPhone: agent.MemberDirectPhone,
    InternetEntireListingDisplayYN: shown(),
    InternetAddressDisplayYN: shown(),
    InternetConsumerCommentYN: shown(),
    InternetAutomatedValuationDisplayYN: shown(),
    IDXParticipationYN: shown(),
    OriginalListPrice: original,
    PreviousListPrice: repriced ? original : null,
    // On the market, the cut came after the listing (by the last edit); off it, before its status.
    PriceChangeTimestamp: repriced
      ? between(listed, onMarket ? modified : Date.parse(statusChange))
      : null,
    StatusChangeTimestamp: statusChange,
    DaysOnMarket:
      status === 'Coming Soon'
        ? 0
        : daysBetween(
            record.ListingContractDate,
            onMarket ? new Date(Math.max(modified, referenceTime)).toISOString() : statusChange,
          ),
    CloseDate: closed ? statusChange.slice(0, 10) : null,
    ClosePrice: closed ? closePriceFor(record.ListingKey, record.ListPrice) : null,
    AssociationFee: fee?.[0] ?? null,
    AssociationFeeFrequency: fee?.[1] ?? null,
  };
};

/** The first listing's keys and the facts', all null, made by JSON.parse (a compact object). */
let template: Record<string, unknown> | undefined;

/**
 * A listing with its facts: those it carries are kept, the others drawn by `listingFactsFor`.
 * Copied from one template with every key, so listings share one compact shape (a spread of 60-odd
 * keys over varied records made dictionary-mode objects, slow to build and three times the size).
 */
export const withListingFacts = <R extends PropertyRecord>(record: R): R & ListingFacts => {
  if (record.ListAgentKey !== undefined) return record as R & ListingFacts;
  const facts = listingFactsFor(record);
  template ??= JSON.parse(
    JSON.stringify(
      Object.fromEntries(Object.keys({ ...record, ...facts }).map((key) => [key, null])),
    ),
  ) as Record<string, unknown>;
  return Object.assign({ ...template }, facts, record) as R & ListingFacts;
};

const underContract = new Set(['Pending', 'Active Under Contract', 'Closed']);

/**
 * A listing after a change stamped `stamp`, with what the change implies, as an MLS keeps it: a new
 * price moves the old one to `PreviousListPrice` and stamps `PriceChangeTimestamp`; a new status
 * stamps `StatusChangeTimestamp`, a sale sets `CloseDate` and `ClosePrice`, and going under
 * contract stops the days on market.
 */
export const changedListing = <R extends PropertyRecord & ListingFacts>(
  row: R,
  change: Partial<PropertyRecord>,
  stamp: string,
): R => {
  const next: R = { ...row, ...change, ModificationTimestamp: stamp };
  if (change.ListPrice !== undefined && change.ListPrice !== row.ListPrice) {
    next.PreviousListPrice = row.ListPrice;
    next.PriceChangeTimestamp = stamp;
  }
  const status = change.StandardStatus;
  if (status !== undefined && status !== row.StandardStatus) {
    next.StatusChangeTimestamp = stamp;
    const closed = status === 'Closed';
    next.CloseDate = closed ? stamp.slice(0, 10) : null;
    next.ClosePrice = closed ? closePriceFor(row.ListingKey, next.ListPrice) : null;
    if (underContract.has(status) && !underContract.has(row.StandardStatus)) {
      next.DaysOnMarket = daysBetween(row.ListingContractDate, stamp);
    }
  }
  return next;
};
