import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  clashingTours,
  collaboration,
  mainTourWindow,
  openTourStates,
  tourMessages,
  zoneLabel,
  type Tour,
} from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { inputClass } from '../../../components/input';
import { isApiError } from '../../../lib/api-error';
import { labels } from '../../../lib/labels';
import { homeToursQueryOptions, myToursQueryOptions, useRequestTour } from '../api/tours-api';
import {
  defaultWindow,
  instantOf,
  windowLabel,
  windowProblem,
  type WindowDraft,
} from '../utils/tour-time';
import { WindowFields } from './window-fields';

const CalendarIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    className="size-4"
    aria-hidden="true"
  >
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
  </svg>
);

/**
 * What the buyer already has for this home (REQ-TOUR-LIMIT): a confirmed tour says when, a proposal
 * or an open request says so; null when a new request may be made.
 */
const openTourNotice = (tours: readonly Tour[] | undefined) => {
  const open = tours?.find((tour) => openTourStates.includes(tour.state));
  if (!open) return null;
  const window = mainTourWindow(open);
  const when = window ? windowLabel(window.start, window.end, open.timeZone) : null;
  const text =
    open.state === 'confirmed' && when
      ? tourMessages.alreadyConfirmed(when)
      : open.state === 'proposed' && when
        ? tourMessages.alreadyProposed(when)
        : tourMessages.alreadyRequested;
  return { id: open.id, text };
};

/** What a drafted window clashes with among the buyer's tours of other homes (REQ-TOUR-OVERLAP). */
const clashWarnings = (
  draft: WindowDraft,
  timeZone: string,
  tours: readonly Tour[] | undefined,
  listingKey: string,
) => {
  const start = instantOf(draft.date, draft.start, timeZone);
  const end = instantOf(draft.date, draft.end, timeZone);
  if (!start || !end || !tours) return [];
  return clashingTours({ start, end }, tours, listingKey).map(({ tour, window }) =>
    tourMessages.ownOverlap(
      tour.address ?? tour.listingKey,
      windowLabel(window.start, window.end, tour.timeZone),
    ),
  );
};

/**
 * The buyer's "Request a tour" in a home's dialog (ADR 034): up to 3 times in the next 14 days,
 * entered on the home's clock with its zone named (REQ-TOUR-ZONE), and a note. Disabled, with the
 * reason, off the market.
 */
export const TourRequestButton = ({
  listingKey,
  offMarket,
  timeZone,
}: {
  listingKey: string;
  offMarket: boolean;
  /** The home's IANA zone (`homeTimeZone`). */
  timeZone: string;
}) => {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const reasonId = useId();
  // Sent: the dialog is gone, so the focus goes back to what opened it, beside the "sent" notice
  // (never left on <body>; REQ-A11Y-SKIP).
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sent) trigger.current?.focus();
  }, [sent]);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={trigger}
          variant="secondary"
          disabled={offMarket}
          aria-describedby={offMarket ? reasonId : undefined}
          onClick={() => {
            setSent(false);
            setOpen(true);
          }}
        >
          <CalendarIcon />
          {tourMessages.request}
        </Button>
        {offMarket ? (
          <p id={reasonId} className="text-sm text-slate-600">
            {tourMessages.offMarket}
          </p>
        ) : null}
      </div>
      {sent ? <Alert tone="success">{tourMessages.sent}</Alert> : null}
      {open ? (
        <TourRequestDialog
          listingKey={listingKey}
          timeZone={timeZone}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      ) : null}
    </div>
  );
};

const TourRequestDialog = ({
  listingKey,
  timeZone,
  onClose,
  onSent,
}: {
  listingKey: string;
  timeZone: string;
  onClose: () => void;
  onSent: () => void;
}) => {
  const [windows, setWindows] = useState<WindowDraft[]>(() => [defaultWindow(timeZone)]);
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const request = useRequestTour();
  const existing = openTourNotice(useQuery(homeToursQueryOptions(listingKey)).data?.items);
  const myTours = useQuery(myToursQueryOptions()).data?.items;
  const noteId = useId();
  const problems = windows.map((window) => windowProblem(window, timeZone));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.some(Boolean) || existing) return;
    request.mutate(
      {
        listingKey,
        note: note.trim(),
        windows: windows.map((window) => ({
          start: instantOf(window.date, window.start, timeZone) ?? '',
          end: instantOf(window.date, window.end, timeZone) ?? '',
        })),
      },
      { onSuccess: onSent },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={tourMessages.requestTitle}
      description={`${tourMessages.requestDescription} ${tourMessages.homeTimeHint(zoneLabel(new Date(), timeZone))}`}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {existing ? (
          <Alert tone="info">
            {existing.text}{' '}
            <Link
              to={`/tours?tour=${encodeURIComponent(existing.id)}`}
              className="font-semibold underline underline-offset-2"
            >
              {tourMessages.seeTour}
            </Link>
          </Alert>
        ) : null}
        {windows.map((window, index) => (
          <WindowFields
            key={index}
            index={index}
            timeZone={timeZone}
            value={window}
            problem={checked ? problems[index] : null}
            warnings={clashWarnings(window, timeZone, myTours, listingKey)}
            onChange={(next) =>
              setWindows((current) => current.map((item, i) => (i === index ? next : item)))
            }
            {...(windows.length > 1
              ? { onRemove: () => setWindows((current) => current.filter((_, i) => i !== index)) }
              : {})}
          />
        ))}
        {windows.length < collaboration.tourMaxWindows ? (
          <Button
            variant="ghost"
            className="self-start"
            onClick={() =>
              setWindows((current) => [
                ...current,
                { ...(current.at(-1) ?? defaultWindow(timeZone)) },
              ])
            }
          >
            + {tourMessages.addWindow}
          </Button>
        ) : null}
        <div>
          <label htmlFor={noteId} className="mb-1.5 block text-sm font-medium text-slate-700">
            {tourMessages.note}
          </label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={collaboration.tourNoteMaxLength}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={inputClass(false, 'resize-y')}
          />
        </div>
        {request.isError ? (
          <Alert>{isApiError(request.error) ? request.error.message : String(request.error)}</Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {labels.close}
          </Button>
          <Button
            type="submit"
            busy={request.isPending}
            disabled={request.isPending || existing !== null}
          >
            {tourMessages.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
