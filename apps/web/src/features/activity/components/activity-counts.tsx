import { activityKinds, activityMessages } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useActivityCounts } from '../api/activity-counts';

const cell = 'px-3 py-2.5 text-right tabular-nums';

/** A team lead's counts per realtor, an owner's per team lead: never the events themselves. */
export const ActivityCounts = () => {
  const counts = useActivityCounts();
  const items = counts.data?.items ?? [];
  return (
    <section aria-labelledby="activity-counts-title" className="space-y-3">
      <div>
        <h2 id="activity-counts-title" className="text-lg font-semibold text-slate-900">
          {activityMessages.countsTitle}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{activityMessages.countsCaption}</p>
      </div>
      {counts.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-10 text-slate-600">
          <Spinner />
          <span>{activityMessages.loading}</span>
        </p>
      ) : counts.isError ? (
        <Alert>
          {activityMessages.countsFailed}{' '}
          <Button variant="link" onClick={() => void counts.refetch()}>
            {activityMessages.retry}
          </Button>
        </Alert>
      ) : items.every((item) => item.total === 0) ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-sm text-slate-600">
          {activityMessages.countsEmpty}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{activityMessages.countsCaption}</caption>
            <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
              <tr>
                <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2.5 text-left">
                  {activityMessages.countsPerson}
                </th>
                <th scope="col" className={cell}>
                  {activityMessages.countsTotal}
                </th>
                {activityKinds.map((kind) => (
                  <th key={kind} scope="col" className={`${cell} whitespace-nowrap`}>
                    {activityMessages.kindFilters[kind]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-700">
              {items.map((item) => (
                <tr key={item.username}>
                  <th
                    scope="row"
                    className="sticky left-0 bg-white px-3 py-2.5 text-left font-medium whitespace-nowrap text-slate-900"
                  >
                    {item.name}
                  </th>
                  <td className={`${cell} font-semibold text-slate-900`}>{item.total}</td>
                  {activityKinds.map((kind) => (
                    <td key={kind} className={cell}>
                      {item.byKind[kind] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};
