import type { Dataset, PropertyRecord, StandardStatus } from '@rela/mls';

/** A key the MLS does not have: the card shows `Property no longer available.`. */
export const missingDemoListingKey = 'RELA00000000';

export type DemoHome = { listingKey: string; liked: boolean };

type DemoHomesPlan = {
  buyer: string;
  /** Active listings, then one of `other` status; the missing key goes in at `missingAt`. */
  active: number;
  other: StandardStatus;
  /** Where in the pool of each status the picks start, so the two buyers differ. */
  offset: number;
  missingAt: number;
  /** Positions (in the final order) of the liked homes. */
  liked: readonly number[];
};

const plans: readonly DemoHomesPlan[] = [
  { buyer: 'buyer', active: 10, other: 'Pending', offset: 0, missingAt: 5, liked: [0, 3, 8] },
  { buyer: 'buyer2', active: 7, other: 'Coming Soon', offset: 1, missingAt: 4, liked: [1, 6] },
];

/**
 * Whether the seller lets the listing be shown in full (REQ-MLS-DD2): a demo home is never one a
 * seller opted out of showing, of its address, of comments or of automated valuations.
 */
const fullyShown = (property: PropertyRecord) =>
  property.InternetEntireListingDisplayYN !== false &&
  property.InternetAddressDisplayYN !== false &&
  property.InternetConsumerCommentYN !== false &&
  property.InternetAutomatedValuationDisplayYN !== false &&
  property.IDXParticipationYN !== false;

/** Listings of one status with photos, one per address (the MLS lists a few addresses twice). */
const poolOf = (dataset: Dataset, status: StandardStatus): PropertyRecord[] => {
  const seen = new Set<string>();
  return dataset.properties.filter((property) => {
    const address = `${property.UnparsedAddress}|${property.PostalCode}`;
    if (property.StandardStatus !== status || property.PhotosCount === 0 || seen.has(address))
      return false;
    if (!fullyShown(property)) return false;
    seen.add(address);
    return true;
  });
};

/** `count` listings spread evenly over the pool, starting at slot `offset` of `slots`. */
const spread = (pool: readonly PropertyRecord[], count: number, offset: number, slots: number) => {
  const stride = Math.max(1, Math.floor(pool.length / (count * slots)));
  return Array.from({ length: count }, (_, index) => {
    const property = pool[((index * slots + offset) * stride) % pool.length];
    if (!property) throw new Error('the MLS dataset has no listings to seed');
    return property.ListingKey;
  });
};

/**
 * The demo buyers' homes, by username, in the buyers' order: mostly Active listings of the dataset,
 * chosen the same way every time, a few liked, and one key the MLS does not have.
 */
export const demoHomes = (dataset: Dataset): Map<string, DemoHome[]> =>
  new Map(
    plans.map((plan) => {
      const slots = plans.length;
      const keys = [
        ...spread(poolOf(dataset, 'Active'), plan.active, plan.offset, slots),
        ...spread(poolOf(dataset, plan.other), 1, plan.offset, slots),
      ];
      keys.splice(plan.missingAt, 0, missingDemoListingKey);
      const homes = keys.map((listingKey, position) => ({
        listingKey,
        liked: plan.liked.includes(position),
      }));
      return [plan.buyer, homes];
    }),
  );
