import { reportsMessages } from './reports';

/** Compare 2 to 4 homes side by side (ADR 022): the page, the selection and Rela's table. */
export const compareMessages = {
  title: 'Compare homes',
  /** The header of the rows' names in Rela's table (a table header is never empty). */
  featureColumn: 'Feature',
  /** The rows, in order (rules/compare-rows.ts). */
  rows: {
    photo: 'Photo',
    price: 'Price',
    pricePerSqft: 'Price per sq ft',
    /** The monthly rows (ADR 051): the cards' estimate under the viewer's defaults. */
    monthlyTotal: 'Monthly cost',
    monthlyPrincipalAndInterest: 'Principal and interest',
    monthlyTax: 'Property tax a month',
    monthlyHoa: 'HOA dues a month',
    beds: 'Beds',
    baths: 'Baths',
    livingArea: 'Living area',
    lot: 'Lot size',
    yearBuilt: 'Year built',
    propertyType: 'Property type',
    status: 'Status',
    taxes: 'Annual taxes',
    schools: 'Schools',
    overallGrade: 'AI overall grade',
    cosmeticGrade: 'AI cosmetic grade',
    nonCosmeticGrade: 'AI non-cosmetic grade',
  },
  schoolLevels: { elementary: 'Elementary', middle: 'Middle', high: 'High' },
  perSquareFoot: (price: string) => `${price}/sq ft`,
  perMonth: (price: string) => `${price}/mo`,
  requestReport: reportsMessages.request,
  generating: 'Report on its way',
  noReport: 'No report yet',
  loadingGrade: 'Loading...',
  /**
   * A home whose AI report Rela declines (REQ-DISPLAY-NO-REPORT): the short form in its AI row, and
   * the button that shows the full reason (`complianceMessages.reportDeclined`) under it.
   */
  reportDeclined: {
    seller: 'No AI report: the seller said no',
    mls: 'No AI report: the MLS’s rules',
    why: 'Why?',
    whyLabel: (address: string) => `Why ${address} has no AI report`,
  },
  best: 'Best',
  /** After the Best chip, in the table's corner. */
  bestLegend: 'marks the best value of each row',
  bestOf: (label: string) => `Best ${label.toLowerCase()}`,
  showEqual: (count: number) => `Show ${count} equal ${count === 1 ? 'row' : 'rows'}`,
  hideEqual: 'Hide equal rows',
  /** Rela's table: which values are best, and what every home shares, under it. */
  boldIsBest: 'The best value of each row is in bold.',
  sameForAll: (facts: string, homes: number) =>
    `Same for ${homes === 2 ? 'both' : 'all'}: ${facts}.`,
  /** The selection on My Properties and a buyer's homes. */
  startSelecting: 'Compare',
  stopSelecting: 'Cancel',
  selectHint: 'Select 2 to 4 homes to compare.',
  tooMany: 'You can compare up to 4 homes. Unselect one to add another.',
  selected: (count: number) => `${count} of 4 selected`,
  open: (count: number) => `Compare (${count})`,
  checkbox: (address: string) => `Compare ${address}`,
  /** The page. */
  back: 'Back',
  wrongCount: 'Choose 2 to 4 homes to compare.',
  loading: 'Loading homes...',
  loadFailed: 'The homes could not be loaded. Please try again.',
  tryAgain: 'Try again',
  gone: 'No longer available',
  homesLabel: 'Homes compared',
  swipeHint: 'Swipe to see more homes',
} as const;
