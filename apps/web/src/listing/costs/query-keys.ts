import type { MonthlyCostQuery } from '@rela/contracts';

/**
 * Query keys of the monthly cost, the price history and the comparable sales (ADR 051). A change
 * of defaults invalidates `defaults` and `monthly` at once: every card, the dialog and Compare
 * read them.
 */
export const costQueryKeys = {
  all: ['costs'] as const,
  defaults: ['costs', 'defaults'] as const,
  /** The caller's own defaults (no `buyer`), or a realtor's view of one buyer's. */
  defaultsOf: (buyer?: string) => ['costs', 'defaults', buyer ?? null] as const,
  monthly: ['costs', 'monthly'] as const,
  monthlyOf: (listingKey: string, query: MonthlyCostQuery) =>
    ['costs', 'monthly', listingKey, query] as const,
  history: (listingKey: string) => ['costs', 'history', listingKey] as const,
  comparables: (listingKey: string, buyer?: string) =>
    ['costs', 'comparables', listingKey, buyer ?? null] as const,
};
