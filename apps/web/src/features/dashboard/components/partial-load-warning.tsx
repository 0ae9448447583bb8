import { dashboardMessages } from '../../../lib/web-texts';

/** Part of the dashboard's data failed to load; the rest still works. */
export const PartialLoadWarning = () => (
  <div
    role="alert"
    className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
  >
    {dashboardMessages.partialLoad}
  </div>
);
