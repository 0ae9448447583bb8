/** The search map's own texts (its pins, clusters, card and controls). */
export const mapTexts = {
  region: 'Map of the results',
  searchThisArea: 'Search this area',
  /** A price pill's name: the full price and the address. */
  pin: (price: string, address: string) => `${price}, ${address}`,
  cluster: (count: number) => `${count} homes here. Zoom in to see them.`,
  openHome: (address: string) => `Open ${address}`,
  priceUnknown: 'Price N/A',
} as const;
