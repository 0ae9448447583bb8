import { lazy, Suspense } from 'react';

/**
 * The loan defaults' panel (REQ-COST-DEFAULTS) in a chunk of its own with the cost texts, so a
 * realtor's, lead's or owner's `/home` first load stays within its budget (docs/performance.md).
 */
const CostDefaultsPanel = lazy(async () => ({
  default: (await import('./cost-defaults-panel')).CostDefaultsPanel,
}));

/** Holds the company panel's place while its code loads, so the list below does not move. */
const CompanyPanelPlace = () => (
  <div
    aria-hidden
    className="mb-5 h-[10.5rem] rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:h-[8.5rem]"
  />
);

/** The company's defaults, above a lead's or owner's list. */
export const LazyCompanyCostDefaults = () => (
  <Suspense fallback={<CompanyPanelPlace />}>
    <CostDefaultsPanel />
  </Suspense>
);

/** One buyer's defaults, in their expanded panel (opened on a click: nothing to hold). */
export const LazyBuyerCostDefaults = ({ username }: { username: string }) => (
  <Suspense fallback={null}>
    <CostDefaultsPanel buyer={username} />
  </Suspense>
);
