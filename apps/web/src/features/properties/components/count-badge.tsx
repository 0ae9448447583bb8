import { labels } from '../../../lib/labels';

/** How many property keys the buyer has. */
export const CountBadge = ({ count }: { count: number }) => (
  <span
    aria-label={labels.myProperties.count(count)}
    className="inline-flex min-w-8 items-center justify-center rounded-full bg-slate-900 px-2.5 py-0.5 text-sm font-semibold text-white tabular-nums"
  >
    {count}
  </span>
);
