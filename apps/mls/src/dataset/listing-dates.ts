import type { Random } from './random';
import type { MarketStatus } from './types';

/**
 * The fixed "today" of the dataset: every ListingContractDate and ModificationTimestamp falls in the
 * year before it, so the data is the same whenever it is generated.
 */
export const datasetReferenceDate = '2026-11-21T12:00:00.000Z';
const referenceTime = Date.parse(datasetReferenceDate);
const dayMs = 86_400_000;

export const statusMix: readonly (readonly [MarketStatus, number])[] = [
  ['Active', 60],
  ['Pending', 11],
  ['Active Under Contract', 9],
  ['Coming Soon', 7],
  ['Closed', 13],
];

/** How many days before the reference date a listing with this status went under contract. */
const daysListedAgo: Record<MarketStatus, readonly [number, number]> = {
  'Coming Soon': [0, 14],
  Active: [1, 150],
  'Active Under Contract': [10, 200],
  Pending: [15, 240],
  Closed: [60, 360],
};

export type ListingDates = { ListingContractDate: string; ModificationTimestamp: string };

/**
 * ListingContractDate is an Edm.Date (`2026-07-14`); ModificationTimestamp an ISO instant with
 * milliseconds. `earliestDaysAgo` / `latestDaysAgo` narrow the window (duplicates' old and new listing).
 */
export const datesFor = (
  random: Random,
  status: MarketStatus,
  window?: { minDaysAgo: number; maxDaysAgo: number },
): ListingDates => {
  const [defaultMin, defaultMax] = daysListedAgo[status];
  const min = window?.minDaysAgo ?? defaultMin;
  const max = Math.min(364, window?.maxDaysAgo ?? defaultMax);
  const daysAgo = random.int(min, Math.max(min, max));
  const contract = referenceTime - daysAgo * dayMs;
  const modifiedAgo = random.float(0, Math.max(daysAgo, 0.5) * dayMs);
  const modified = Math.round((referenceTime - modifiedAgo) / 1000) * 1000;
  return {
    ListingContractDate: new Date(contract).toISOString().slice(0, 10),
    ModificationTimestamp: new Date(modified).toISOString(),
  };
};
