import { useState } from 'react';
import { tourMessages, type Tour } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { cx } from '../../../lib/class-names';
import {
  AddressNote,
  cardPhotoBox,
  ListingAttribution,
  ListingPhoto,
} from '../../../listing/components';
import { dayBadge, viewerLabel, windowLabel } from '../utils/tour-time';
import { mainWindow } from '../tour-order';
import { StateChip } from './state-chip';
import { TourActions } from './tour-actions';
import { overlapText } from './overlap-text';
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

/** "12 Oak St" and "Raleigh, NC 27601": the street on its own line, the rest below. */
const addressLines = (address: string) => {
  const comma = address.indexOf(', ');
  return comma < 0
    ? { street: address, rest: null }
    : { street: address.slice(0, comma), rest: address.slice(comma + 2) };
};

/**
 * One tour in the itinerary: the home's photo, full address, its attribution
 * (REQ-DISPLAY-ATTRIBUTION) and a way into its dialog; when (on
 * the home's clock, its zone named, and the viewer's own time beside when it differs), with whom,
 * its state and what the caller may do.
 */
export const TourCard = ({
  tour,
  viewer,
  photo,
  others,
  onOpenHome,
  highlighted = false,
}: {
  tour: Tour;
  viewer: string | null;
  /** The home's first photo: null when it has none, undefined while loading. */
  photo: string | null | undefined;
  /** The caller's other tours loaded, for the overlaps' names and the warning before confirming. */
  others: readonly Tour[];
  onOpenHome: (tour: Tour) => void;
  /** The tour a notice pointed at (`/tours?tour=`): ringed in the accent colour. */
  highlighted?: boolean;
}) => {
  const isBuyer = tour.buyer.username === viewer;
  const [verdictSaved, setVerdictSaved] = useState(false);
  const window = mainWindow(tour);
  const badge = window ? dayBadge(window.start, tour.timeZone) : null;
  const other = isBuyer ? tour.realtor : tour.buyer;
  const timeTitle =
    tour.state === 'proposed'
      ? tourMessages.proposedTime
      : tour.confirmedWindowId
        ? tourMessages.confirmedTime
        : null;
  const dimmed = tour.state === 'canceled' || tour.state === 'declined';
  // A buyer's tour of a home whose seller withheld the street names its place whole
  // (REQ-DISPLAY-ADDRESS); the note under it says why.
  const { street, rest } =
    tour.addressDisplay === 'on-request'
      ? { street: tour.address ?? tour.listingKey, rest: null }
      : addressLines(tour.address ?? tour.listingKey);
  const overlapping = tour.overlaps.flatMap((id) => others.filter((item) => item.id === id));
  return (
    <article
      aria-labelledby={`tour-${tour.id}`}
      className={cx(
        'overflow-hidden rounded-2xl bg-white shadow-sm sm:flex',
        highlighted ? 'ring-2 ring-sky-600' : 'ring-1 ring-slate-200',
        dimmed && 'bg-slate-50',
      )}
    >
      <button
        type="button"
        onClick={() => onOpenHome(tour)}
        aria-label={`${tourMessages.viewHome}: ${tour.address ?? tour.listingKey}`}
        className="relative block w-full shrink-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 sm:w-56"
      >
        <ListingPhoto
          url={photo}
          alt=""
          place="tile"
          className={cx(cardPhotoBox, 'h-44 sm:h-full sm:min-h-40', dimmed && 'grayscale')}
        />
        {badge ? (
          <span
            aria-hidden="true"
            className={cx(
              'absolute top-3 left-3 flex h-14 w-12 flex-col items-center justify-center rounded-xl text-center shadow-md',
              tour.state === 'confirmed' ? 'bg-brand-700 text-white' : 'bg-white text-slate-800',
            )}
          >
            <span className="text-[11px] font-semibold tracking-wide uppercase">{badge.month}</span>
            <span className="text-xl leading-none font-bold">{badge.day}</span>
          </span>
        ) : null}
      </button>
      <div className="min-w-0 flex-1 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <h3 id={`tour-${tour.id}`} className="text-base font-semibold text-slate-900">
              <button
                type="button"
                onClick={() => onOpenHome(tour)}
                className="text-left hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
              >
                {street}
              </button>
            </h3>
            {rest ? <p className="text-sm text-slate-600">{rest}</p> : null}
            <AddressNote addressDisplay={tour.addressDisplay} />
            <ListingAttribution attribution={tour.attribution} variant="compact" />
          </div>
          <StateChip state={tour.state} />
        </div>
        {other ? (
          <p className="mt-1 text-sm text-slate-600">
            {isBuyer ? tourMessages.withRealtor(other.name) : tourMessages.withBuyer(other.name)}
          </p>
        ) : null}
        {timeTitle && window ? (
          <div className="mt-2 text-sm text-slate-900">
            <p>
              <span className="font-medium">{timeTitle}: </span>
              {windowLabel(window.start, window.end, tour.timeZone)}
            </p>
            {viewerLabel(window.start, window.end, tour.timeZone) ? (
              <p className="text-xs text-slate-500">
                {viewerLabel(window.start, window.end, tour.timeZone)}
              </p>
            ) : null}
          </div>
        ) : null}
        {tour.flagged ? <Warning>{tourMessages.pendingAfterConfirm}</Warning> : null}
        {overlapping.length > 0 ? (
          overlapping.map((item) => <Warning key={item.id}>{overlapText(item)}</Warning>)
        ) : tour.overlaps.length > 0 ? (
          <Warning>{tourMessages.overlap}</Warning>
        ) : null}
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
        <TourActions tour={tour} others={others} />
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
