import { useState } from 'react';
import { tourMessages, type Tour } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { cx } from '../../../lib/class-names';
import { dayBadge, windowLabel } from '../../../listing/tours/tour-time';
import { mainWindow } from '../tour-order';
import { StateChip } from './state-chip';
import { TourActions } from './tour-actions';
import { VerdictPrompt } from './verdict-prompt';

const WarningIcon = () => (
  <svg
    viewBox="0 0 20 20"
    fill="currentColor"
    className="mt-0.5 size-4 shrink-0"
    aria-hidden="true"
  >
    <path
      fillRule="evenodd"
      d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 6a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 6Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
      clipRule="evenodd"
    />
  </svg>
);

const Warning = ({ children }: { children: string }) => (
  <p
    role="status"
    className="mt-3 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
  >
    <WarningIcon />
    {children}
  </p>
);

/** One tour in the itinerary: when, where, with whom, its state and what the caller may do. */
export const TourCard = ({
  tour,
  viewer,
  highlighted = false,
}: {
  tour: Tour;
  viewer: string | null;
  /** The tour a notice pointed at (`/tours?tour=`): ringed in the accent colour. */
  highlighted?: boolean;
}) => {
  const isBuyer = tour.buyer.username === viewer;
  const [verdictSaved, setVerdictSaved] = useState(false);
  const window = mainWindow(tour);
  const badge = window ? dayBadge(window.start) : null;
  const other = isBuyer ? tour.realtor : tour.buyer;
  const timeTitle =
    tour.state === 'proposed'
      ? tourMessages.proposedTime
      : tour.confirmedWindowId
        ? tourMessages.confirmedTime
        : null;
  const dimmed = tour.state === 'canceled' || tour.state === 'declined';
  return (
    <article
      aria-labelledby={`tour-${tour.id}`}
      className={cx(
        'flex gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-5',
        highlighted ? 'ring-2 ring-sky-600' : 'ring-1 ring-slate-200',
        dimmed && 'bg-slate-50',
      )}
    >
      {badge ? (
        <div
          aria-hidden="true"
          className={cx(
            'hidden h-16 w-14 shrink-0 flex-col items-center justify-center rounded-xl text-center sm:flex',
            tour.state === 'confirmed' ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800',
          )}
        >
          <span className="text-xs font-semibold tracking-wide uppercase">{badge.month}</span>
          <span className="text-2xl leading-none font-bold">{badge.day}</span>
        </div>
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 id={`tour-${tour.id}`} className="text-base font-semibold text-slate-900">
            {tour.address ?? tour.listingKey}
          </h3>
          <StateChip state={tour.state} />
        </div>
        {other ? (
          <p className="mt-0.5 text-sm text-slate-600">
            {isBuyer ? tourMessages.withRealtor(other.name) : tourMessages.withBuyer(other.name)}
          </p>
        ) : null}
        {timeTitle && window ? (
          <p className="mt-2 text-sm text-slate-900">
            <span className="font-medium">{timeTitle}: </span>
            {windowLabel(window.start, window.end)}
          </p>
        ) : null}
        {tour.flagged ? <Warning>{tourMessages.pendingAfterConfirm}</Warning> : null}
        {tour.overlaps.length > 0 ? <Warning>{tourMessages.overlap}</Warning> : null}
        {tour.note ? (
          <p className="mt-2 border-l-2 border-slate-200 pl-3 text-sm whitespace-pre-line text-slate-700">
            {tour.note}
          </p>
        ) : null}
        {tour.reason ? (
          <p className="mt-2 text-sm text-slate-600">
            <span className="font-medium">{tourMessages.declineReason}: </span>
            {tour.reason}
          </p>
        ) : null}
        <TourActions tour={tour} />
        {tour.verdictPending && !verdictSaved ? (
          <VerdictPrompt tourId={tour.id} onSaved={() => setVerdictSaved(true)} />
        ) : null}
        {verdictSaved ? (
          <Alert tone="success" className="mt-4">
            {tourMessages.verdictSaved}
          </Alert>
        ) : null}
      </div>
    </article>
  );
};
