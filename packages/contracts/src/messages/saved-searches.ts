/**
 * Texts of saved searches and concierge suggestions (issue 22): the notice of a match, and the
 * refusals of the saved-search calls.
 */
const usd = (amount: number) => `$${Math.round(Math.abs(amount)).toLocaleString('en-US')}`;

export const savedSearchMessages = {
  /** A new listing that matches a buyer's saved search. */
  newMatchTitle: (address: string) => `New match — ${address}`,
  /** A price drop that brings a listing into a buyer's saved search. */
  priceDropMatchTitle: (drop: number, address: string) => `Price ↓ ${usd(drop)} — ${address}`,
  /** The body names the search: "Matches your search “Raleigh, $300K–$500K”." */
  matchBody: (searchName: string) => `Matches your search “${searchName}”.`,
  /** A home whose address the replica lacks. */
  unknownAddress: 'a new home',
  /** The query is not a search: the search call's own text for the bad parameter comes after. */
  badQuery: (problem: string) => `query: ${problem}`,
  conciergeNeedsBuyer: 'concierge: only a realtor saving a search for one of their buyers.',
} as const;
