/** The buyer's "Request a tour" in a home's dialog (issue 23). */
export const TourRequestButton = (_props: { listingKey: string; offMarket: boolean }) => null;
