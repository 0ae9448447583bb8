/** The search map's own texts (its pins, clusters, card and controls). */
export const mapTexts = {
  region: 'Map of the results',
  searchThisArea: 'Search this area',
  /** A price pill's name: the full price and the address. */
  pin: (price: string, address: string) => `${price}, ${address}`,
  cluster: (count: number) => `${count} homes here. Zoom in to see them.`,
  openHome: (address: string) => `Open ${address}`,
  priceUnknown: 'Price N/A',
  /** The tile host does not answer (offline, say): the pins and the list still work. */
  unavailable: 'The map is unavailable right now. The list still shows every result.',
} as const;
