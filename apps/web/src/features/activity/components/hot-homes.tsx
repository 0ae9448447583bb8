import { activityMessages, type HotHome } from '@rela/contracts';
import { HotBadge } from './hot-badge';

/**
 * The Hot homes above the timeline: who, which home, and why, each opening the home's dialog; and
 * what makes a home Hot, said whether or not one is (REQ-ACTIVITY-HOT).
 */
export const HotHomes = ({
  homes,
  onOpen,
}: {
  homes: readonly HotHome[];
  onOpen: (home: HotHome) => void;
}) =>
  homes.length === 0 ? (
    <p className="rounded-2xl bg-slate-50 px-4 py-3 text-xs text-slate-600 ring-1 ring-slate-200">
      <span className="font-semibold text-slate-800">{activityMessages.hotNone}</span>{' '}
      {activityMessages.hotRule}
    </p>
  ) : (
    <section
      aria-labelledby="activity-hot-title"
      className="rounded-2xl bg-gradient-to-br from-orange-50 to-amber-50 p-4 ring-1 ring-orange-200 sm:p-5"
    >
      <h3 id="activity-hot-title" className="text-base font-semibold text-slate-900">
        {activityMessages.hotTitle}{' '}
        <span className="font-normal text-slate-600">· {homes.length}</span>
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">{activityMessages.hotRule}</p>
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {homes.map((home) => {
          const address = home.address ?? home.listingKey;
          return (
            <li key={`${home.buyerUsername}/${home.listingKey}`}>
              <button
                type="button"
                onClick={() => onOpen(home)}
                className="flex w-full items-start gap-3 rounded-xl bg-white px-3 py-2.5 text-left shadow-sm ring-1 ring-orange-100 transition hover:ring-orange-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
              >
                <HotBadge reason={home.reason} className="mt-0.5 shrink-0" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-slate-900">
                    {address}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {home.buyerName} · {activityMessages.hotReasons[home.reason]}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
