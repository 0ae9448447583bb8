import {
  activityMessages,
  type ActivityEvent,
  type ActivityKind,
  type RemovalReason,
} from '@rela/contracts';
import { ActivityKindIcon } from './activity-icons';
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
  'problem-reported': 'bg-amber-50 text-amber-700',
};

const isReason = (value: string | undefined): value is RemovalReason =>
  value !== undefined && value in activityMessages.removalReasons;

const chip = 'inline-flex rounded-full px-2 py-0.5 text-xs font-medium';

/**
 * One line of the timeline: "Sofia Reyes liked 12 Oak St", the removal's reason (and "Restored"
 * once the buyer undid it), the time. The line opens the home's dialog in that buyer's thread.
 */
export const ActivityRow = ({
  event,
  onOpen,
}: {
  event: ActivityEvent;
  onOpen: (event: ActivityEvent) => void;
}) => {
  const address = event.address ?? event.listingKey;
  const reason = isReason(event.reason) ? event.reason : null;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(event)}
        className="group -mx-2 flex w-[calc(100%+1rem)] items-start gap-3 rounded-lg px-2 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-900"
      >
        <span
          className={cx(
            'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
            tones[event.kind],
          )}
        >
          <ActivityKindIcon kind={event.kind} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm text-pretty text-slate-700">
            <span className="font-semibold text-slate-900">{event.buyerName}</span>{' '}
            {activityMessages.kinds[event.kind]}{' '}
            <span className="font-medium text-slate-900 underline-offset-2 group-hover:underline">
              {address}
            </span>
          </span>
          {event.text ? (
            <span className="mt-1 block rounded-lg bg-amber-50/60 px-2.5 py-1.5 text-sm whitespace-pre-line text-slate-700 ring-1 ring-amber-100">
              {event.text}
            </span>
          ) : null}
          {reason || event.restoredAt ? (
            <span className="mt-1 flex flex-wrap gap-1.5">
              {reason ? (
                <span className={cx(chip, 'bg-slate-100 text-slate-700')}>
                  {activityMessages.removalReasons[reason]}
                </span>
              ) : null}
              {event.restoredAt ? (
                <span className={cx(chip, 'bg-emerald-50 text-emerald-800')}>
                  {activityMessages.restored}
                </span>
              ) : null}
            </span>
          ) : null}
        </span>
        <time dateTime={event.at} className="shrink-0 pt-0.5 text-xs text-slate-500 tabular-nums">
          {timeOfDay(event.at)}
        </time>
      </button>
    </li>
  );
};
