/** The prices the price filter offers, in dollars; a URL's other value is shown beside them. */
export const priceSteps = [
  50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 450_000, 500_000, 600_000,
  700_000, 800_000, 900_000, 1_000_000, 1_250_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000,
] as const;

/** `$450K`, `$1.25M`: the short price of a filter or a pin. */
export const shortPrice = (dollars: number): string => {
  if (dollars >= 1_000_000) return `$${Number((dollars / 1_000_000).toFixed(2))}M`;
  if (dollars >= 1_000) return `$${Math.round(dollars / 1_000)}K`;
  return `$${dollars}`;
};

/** The steps, with a value the list lacks put in its place. */
export const priceOptions = (current?: number): number[] =>
  current === undefined || (priceSteps as readonly number[]).includes(current)
    ? [...priceSteps]
    : [...priceSteps, current].sort((a, b) => a - b);

/** The monthly costs the "Monthly cost up to" filter offers, in dollars (REQ-COST-SEARCH). */
export const monthlyCostSteps = [
  1_500, 2_000, 2_500, 3_000, 3_500, 4_000, 4_500, 5_000, 6_000, 7_000, 8_000, 10_000, 15_000,
] as const;

/** The monthly steps, with a value the list lacks (a linked search's) put in its place. */
export const monthlyCostOptions = (current?: number): number[] =>
  current === undefined || (monthlyCostSteps as readonly number[]).includes(current)
    ? [...monthlyCostSteps]
    : [...monthlyCostSteps, current].sort((a, b) => a - b);
