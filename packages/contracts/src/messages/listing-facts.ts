/** A home's facts wherever they are shown: card, dialog, compare, Rela (rules/listing-facts.ts). */
export const listingFactsMessages = {
  beds: (count: string, one: boolean) => `${count} ${one ? 'bed' : 'beds'}`,
  baths: (count: string, one: boolean) => `${count} ${one ? 'bath' : 'baths'}`,
  squareFeet: (area: string) => `${area} sq ft`,
  acres: (area: string, one: boolean) => `${area} ${one ? 'acre' : 'acres'}`,
  notAvailable: 'N/A',
} as const;
