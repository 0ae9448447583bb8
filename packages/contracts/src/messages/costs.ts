/**
 * Texts of the monthly cost, the price history and the comparable sales (REQ-COST-*, ADR 051):
 * why an input was refused (each names the input in words), and what the screens say of an
 * estimate's sources. Never "you qualify": every figure is an estimate.
 */
export const costMessages = {
  price: 'The price must be a whole number of dollars from 1 to 1,000,000,000.',
  downPayment: 'The down payment must be a whole number of dollars from 0 to 1,000,000,000.',
  downPaymentOverPrice: 'The down payment must not be more than the price.',
  downPaymentPercent: 'The down payment must be a percent from 0 to 100.',
  rate: 'The interest rate must be a percent from 0 to 30.',
  termYears: 'The loan term must be a whole number of years from 1 to 40.',
  insurance: 'The insurance must be a whole number of dollars a year from 0 to 1,000,000.',
  maxMonthlyCost: 'The monthly cost limit must be a whole number of dollars from 1 to 1,000,000.',
  priceReducedWithinDays: 'Price reduced must be within 7 or 30 days.',
  buyer: 'Choose one of your buyers.',
  nothingToSet: 'Give at least one of down payment, interest rate or loan term.',
  comparableKeys: 'Name at most 20 comparable homes, each a listing key.',
  comparablePinnedAndDropped: 'A comparable home cannot be both pinned and dropped.',
  estimate:
    'An estimate, not a loan offer: your lender, insurer and the county set the real figures.',
  cardEstimate: (total: string) => `about ${total}/mo`,
  priceCut: (days: number) =>
    days === 0 ? 'Price cut today' : `Price cut ${days} ${days === 1 ? 'day' : 'days'} ago`,
  soldNotShown:
    "This MLS's rules do not let sold prices be shown to clients, so similar sales are not listed here.",
  soldNotShownToBuyer:
    'Your buyer does not see this section: the MLS keeps sold prices from clients.',
  noComparables: 'No similar home in this city sold in the last 12 months.',
  rateNeverSet:
    "Your company has not set a current rate yet; this is Rela's starting value. Rela cannot look rates up.",
} as const;
