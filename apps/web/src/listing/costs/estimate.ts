import {
  costMessages,
  homeEstimate,
  monthlyFee,
  type CostDefaultsValues,
  type EstimateFacts,
  type Listing,
  type RawProperty,
} from '@rela/contracts';
import { formatPrice } from '../model/format';

type EstimateListing = Pick<Listing, 'price' | 'state' | 'county' | 'hoaMonthly'>;

/** What a listing tells the estimate; null without a price (no estimate then). */
export const estimateFacts = (listing: EstimateListing): EstimateFacts | null =>
  typeof listing.price === 'number' && Number.isFinite(listing.price) && listing.price > 0
    ? {
        price: listing.price,
        state: listing.state,
        county: listing.county,
        hoaMonthly: listing.hoaMonthly,
      }
    : null;

/** The same facts of a raw record (Compare, a realtor's tiles), as `toListing` reads them. */
export const recordEstimateFacts = (record: RawProperty): EstimateFacts | null =>
  estimateFacts({
    price: record.ListPrice,
    state: record.StateOrProvince,
    county: record.CountyOrParish,
    hoaMonthly: monthlyFee(record.AssociationFee, record.AssociationFeeFrequency),
  });

/**
 * The card's "about $3,420/mo": the contracts' one estimate of the home under these defaults,
 * computed in the browser (ADR 051); null without a price.
 */
export const cardEstimateText = (
  facts: EstimateFacts | null,
  defaults: CostDefaultsValues,
): string | null =>
  facts ? costMessages.cardEstimate(formatPrice(homeEstimate(facts, defaults).total)) : null;

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days since the price was cut (0 today); null without a cut or for a bad time. */
export const daysSincePriceCut = (
  priceCutAt: string | null | undefined,
  now: number,
): number | null => {
  if (!priceCutAt) return null;
  const at = Date.parse(priceCutAt);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.floor((now - at) / dayMs));
};

/** The id of a dialog's "Monthly cost" section: the estimate beside the price scrolls to it. */
export const monthlyCostSectionId = (listingKey: string) => `monthly-cost-${listingKey}`;
