import { activityKinds, activityMessages, type ActivityKind } from '@rela/contracts';
import type { TeamBuyer } from '../../../lib/team-users';
import type { FeedFilters } from '../api/activity-feed';

const selectClass =
  'mt-1 block w-full rounded-lg border-0 bg-white py-2 pr-8 pl-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-slate-900 sm:w-52';

/** The feed's two filters: one buyer or all, one kind or all. */
export const ActivityFilters = ({
  buyers,
  value,
  onChange,
}: {
  buyers: readonly TeamBuyer[];
  value: FeedFilters;
  onChange: (next: FeedFilters) => void;
}) => (
  <div className="grid grid-cols-2 gap-3 sm:flex">
    <label className="text-xs font-medium text-slate-600">
      {activityMessages.buyerFilter}
      <select
        className={selectClass}
        value={value.buyer ?? ''}
        onChange={(event) => onChange({ ...value, buyer: event.target.value || undefined })}
      >
        <option value="">{activityMessages.allBuyers}</option>
        {buyers.map((buyer) => (
          <option key={buyer.username} value={buyer.username}>
            {buyer.name}
          </option>
        ))}
      </select>
    </label>
    <label className="text-xs font-medium text-slate-600">
      {activityMessages.kindFilter}
      <select
        className={selectClass}
        value={value.kind ?? ''}
        onChange={(event) =>
          onChange({
            ...value,
            kind: (event.target.value || undefined) as ActivityKind | undefined,
          })
        }
      >
        <option value="">{activityMessages.allKinds}</option>
        {activityKinds.map((kind) => (
          <option key={kind} value={kind}>
            {activityMessages.kindFilters[kind]}
          </option>
        ))}
      </select>
    </label>
  </div>
);
