import { activityMessages, type HotHome } from '@rela/contracts';
import { HotBadge } from '../../../listing/activity/hot-badge';

/** The Hot homes above the timeline: who, which home, and why. */
export const HotHomes = ({ homes }: { homes: readonly HotHome[] }) =>
  homes.length === 0 ? null : (
    <section
      aria-labelledby="activity-hot-title"
      className="rounded-2xl bg-gradient-to-br from-orange-50 to-amber-50 p-4 ring-1 ring-orange-200 sm:p-5"
    >
      <h3 id="activity-hot-title" className="text-base font-semibold text-slate-900">
        {activityMessages.hotTitle}{' '}
        <span className="font-normal text-slate-600">· {homes.length}</span>
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">{activityMessages.hotCaption}</p>
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {homes.map((home) => (
          <li
            key={`${home.buyerUsername}/${home.listingKey}`}
            className="flex items-start gap-3 rounded-xl bg-white px-3 py-2.5 shadow-sm ring-1 ring-orange-100"
          >
            <HotBadge reason={home.reason} className="mt-0.5 shrink-0" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">
                {home.address ?? home.listingKey}
              </p>
              <p className="text-xs text-slate-600">
                {home.buyerName} · {activityMessages.hotReasons[home.reason]}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
