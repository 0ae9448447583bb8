import type { RawProperty } from '@rela/contracts';
import type { HomeThread } from '../model/home-thread';
import { ComparablesSection } from './comparables-section';
import { MonthlyCostSection } from './monthly-cost-section';
import { PriceHistorySection } from './price-history-section';

/**
 * What a home costs a month, how its price moved and what homes like it sold for (ADR 051), after
 * the MLS facts: the monthly cost only for a home still for sale with a price.
 */
export const CostSections = ({
  record,
  thread,
  offMarket,
  shownAt,
}: {
  record: RawProperty;
  thread: HomeThread | undefined;
  offMarket: boolean;
  /** Each ask to show the monthly cost (the estimate beside the price) scrolls to it. */
  shownAt?: number;
}) => {
  const price = record.ListPrice;
  return (
    <div className="mt-8 space-y-8 border-t border-slate-200 pt-6">
      {!offMarket && typeof price === 'number' && price > 0 ? (
        <MonthlyCostSection listingKey={record.ListingKey} listPrice={price} shownAt={shownAt} />
      ) : null}
      <PriceHistorySection listingKey={record.ListingKey} />
      <ComparablesSection listingKey={record.ListingKey} thread={thread} />
    </div>
  );
};
