import { performanceTexts as text } from '../texts';

/** The page's final shape in grey while the figures load: the tiles, then the table's rows. */
export const PerformanceSkeleton = () => (
  <div role="status" aria-live="polite" className="space-y-6">
    <span className="sr-only">{text.loading}</span>
    <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: 8 }, (_, index) => (
        <li
          key={index}
          className="h-28 animate-pulse rounded-2xl bg-white p-4 ring-1 ring-slate-200"
        >
          <div className="h-3 w-24 rounded bg-slate-200" />
          <div className="mt-3 h-6 w-16 rounded bg-slate-200" />
          <div className="mt-4 h-3 w-20 rounded bg-slate-100" />
        </li>
      ))}
    </ul>
    <div aria-hidden="true" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="h-8 rounded-lg bg-slate-100" />
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="mt-3 flex animate-pulse items-center gap-4">
          <div className="h-9 w-44 rounded bg-slate-200" />
          <div className="h-9 flex-1 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  </div>
);
