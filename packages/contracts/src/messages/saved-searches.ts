/**
 * Texts of saved searches and concierge suggestions (ADR 031): the notice of a match, and the
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
  /** The query is not a search (the search call's own sentence for a bad parameter wins). */
  badQuery: 'This is not a search Rela can save.',
  /** A second decision on one suggestion (two tabs, or approve and dismiss at once). */
  suggestionDecided: 'This suggestion was already approved or dismissed.',
  conciergeNeedsBuyer: 'Only a realtor saving a search for one of their buyers can choose this.',
  /** A search with a monthly-cost limit or a price-reduced window (ADR 051): alerts cannot keep them. */
  costFiltersNotKept:
    'Saved searches do not keep "Monthly cost up to" or "Price reduced". Remove them to save this search.',
  /** The buyer already has as many saved searches as one may keep (REQ-SAVED-SEARCH-CAP). */
  tooMany: (max: number) =>
    `A buyer can keep up to ${max} saved searches. Delete one to save another.`,
} as const;

const short = (price: number) =>
  price >= 1_000_000
    ? `$${Number((price / 1_000_000).toFixed(2))}M`
    : `$${Math.round(price / 1_000)}K`;

/** What the web app's saved-search screens say (the "Save this search" dialog, the lists). */
export const savedSearchLabels = {
  save: 'Save this search',
  saveTitle: 'Save this search',
  saveDescription: 'We will tell you when new homes or price drops match it.',
  saveDescriptionRealtor:
    'Choose a buyer: new homes and price drops that match go to them, or to you first.',
  name: 'Name',
  buyer: 'For buyer',
  chooseBuyer: 'Choose a buyer',
  noBuyers: 'You have no registered buyers yet.',
  concierge: 'Concierge: I approve matches first',
  conciergeHint: 'Matches wait in your suggestions until you approve them.',
  saved: (name: string) => `Saved “${name}”.`,
  cancel: 'Cancel',
  saveButton: 'Save search',
  savedSearches: 'Saved searches',
  savedSearchesDescription: 'Open one to see its homes, or delete it to stop its alerts.',
  none: 'No saved searches yet. Set your filters and choose “Save this search”.',
  open: 'Open',
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete the saved search ${name}`,
  openLabel: (name: string) => `Open the saved search ${name}`,
  forBuyer: (buyer: string) => `For ${buyer}`,
  conciergeTag: 'Concierge',
  deleted: (name: string) => `Deleted “${name}”.`,
  suggestions: 'Suggestions',
  suggestionsCount: (count: number) => `Suggestions (${count})`,
  suggestionsDescription: 'Homes your concierge searches found. Approve to add one to the buyer.',
  suggestedFor: (buyer: string) => `Suggested for ${buyer}`,
  noSuggestions: 'No suggestions waiting. New matches of your concierge searches appear here.',
  approve: 'Approve',
  dismiss: 'Dismiss',
  approveLabel: (address: string, buyer: string) => `Approve ${address} for ${buyer}`,
  dismissLabel: (address: string, buyer: string) => `Dismiss ${address} for ${buyer}`,
  approved: (buyer: string) => `Added to ${buyer}’s homes.`,
  failed: 'Something went wrong. Please try again.',
  loading: 'Loading…',
  /** The name a saved search is offered from its filters: "Raleigh, $300K–$500K, 3+ beds". */
  anyHome: 'All homes',
  mapArea: 'Map area',
  priceRange: (min?: number, max?: number) =>
    min !== undefined && max !== undefined
      ? `${short(min)}–${short(max)}`
      : min !== undefined
        ? `${short(min)}+`
        : `Up to ${short(max ?? 0)}`,
  beds: (count: number) => `${count}+ beds`,
  baths: (count: number) => `${count}+ baths`,
} as const;
