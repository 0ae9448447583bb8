import {
  activityMessages,
  type ActivityEvent,
  type ActivityKind,
  type RemovalReason,
} from '@rela/contracts';
import { ActivityKindIcon } from '../../../listing/activity/activity-icons';
import { cx } from '../../../lib/class-names';
import { timeOfDay } from '../utils/day-groups';

const tones: Record<ActivityKind, string> = {
  viewed: 'bg-slate-100 text-slate-600',
  liked: 'bg-rose-50 text-rose-600',
  unliked: 'bg-slate-100 text-slate-500',
  removed: 'bg-red-50 text-red-700',
  noted: 'bg-sky-50 text-sky-700',
  'tour-requested': 'bg-emerald-50 text-emerald-700',
  'added-from-search': 'bg-indigo-50 text-indigo-700',
};

const isReason = (value: string | undefined): value is RemovalReason =>
  value !== undefined && value in activityMessages.removalReasons;

/** One line of the timeline: "Sofia Reyes liked 12 Oak St", the removal's reason, the time. */
export const ActivityRow = ({ event }: { event: ActivityEvent }) => (
  <li className="flex items-start gap-3 py-3">
    <span
      className={cx(
        'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
        tones[event.kind],
      )}
    >
      <ActivityKindIcon kind={event.kind} />
    </span>
    <div className="min-w-0 flex-1">
      <p className="text-sm text-pretty text-slate-700">
        <span className="font-semibold text-slate-900">{event.buyerName}</span>{' '}
        {activityMessages.kinds[event.kind]}{' '}
        <span className="font-medium text-slate-900">{event.address ?? event.listingKey}</span>
      </p>
      {isReason(event.reason) ? (
        <p className="mt-1">
          <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {activityMessages.removalReasons[event.reason]}
          </span>
        </p>
      ) : null}
    </div>
    <time dateTime={event.at} className="shrink-0 pt-0.5 text-xs text-slate-500 tabular-nums">
      {timeOfDay(event.at)}
    </time>
  </li>
);
