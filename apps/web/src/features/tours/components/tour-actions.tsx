import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  collaboration,
  mainTourWindow,
  tourMessages,
  windowsOverlap,
  zoneLabel,
  type Tour,
} from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/input';
import { labels } from '../../../lib/labels';
import { downloadTourCalendar, useTourTransition, type TourChange } from '../api/tours-api';
import { useMinuteClock } from '../../../listing/model/use-minute-clock';
import { overlapText } from './overlap-text';
import {
  instantOf,
  localDate,
  sentenceOf,
  spanProblem,
  viewerLabel,
  windowLabel,
} from '../utils/tour-time';

type Form = 'propose' | 'decline' | 'cancel' | null;

const InlineForm = ({
  title,
  onSubmit,
  onClose,
  submitLabel,
  busy,
  children,
}: {
  title: string;
  onSubmit: () => void;
  onClose: () => void;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}) => (
  <form
    noValidate
    aria-label={title}
    className="mt-3 flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    onSubmit={(event: FormEvent) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    <p className="text-sm font-semibold text-slate-900">{title}</p>
    {children}
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="ghost" onClick={onClose}>
        {labels.close}
      </Button>
      <Button type="submit" busy={busy} disabled={busy}>
        {submitLabel}
      </Button>
    </div>
  </form>
);

/** The new time the realtor proposes: a date and a start on the home's clock, its zone named. */
const ProposeFields = ({
  date,
  time,
  zone,
  onDate,
  onTime,
}: {
  date: string;
  time: string;
  zone: string;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
}) => {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-2">
      <div>
        <label htmlFor={`${id}-date`} className="mb-1 block text-xs font-medium text-slate-600">
          {tourMessages.date}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          value={date}
          min={localDate(new Date(), zone)}
          onChange={(event) => onDate(event.target.value)}
          className={inputClass(false)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-time`} className="mb-1 block text-xs font-medium text-slate-600">
          {tourMessages.start}
        </label>
        <input
          id={`${id}-time`}
          type="time"
          step={900}
          value={time}
          onChange={(event) => onTime(event.target.value)}
          className={inputClass(false)}
        />
      </div>
    </div>
  );
};

const ReasonField = ({
  label,
  value,
  onChange,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
}) => {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        required={required}
        maxLength={collaboration.tourNoteMaxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass(false, 'resize-y')}
      />
    </div>
  );
};

/** The caller's other confirmed tours whose time intersects `window` (back to back does not). */
const overlapsWith = (
  tour: Tour,
  window: { start: string; end: string },
  others: readonly Tour[],
) =>
  others.filter((other) => {
    if (other.id === tour.id || other.state !== 'confirmed') return false;
    const slot = mainTourWindow(other);
    return slot !== undefined && windowsOverlap(slot, window);
  });

/**
 * What the caller may do with a tour now, from its `allowed` alone (the server's state table):
 * confirm one of the buyer's times or accept the proposal (warned first, naming the other tour,
 * when the time overlaps another confirmed one), propose another time, decline with a reason,
 * cancel, mark as completed (once its time has begun); and the .ics of a confirmed or completed
 * tour. On a phone the buttons are one column of full width.
 */
export const TourActions = ({ tour, others }: { tour: Tour; others: readonly Tour[] }) => {
  const move = useTourTransition(tour.id);
  const now = useMinuteClock();
  const zone = tour.timeZone;
  const [form, setForm] = useState<Form>(null);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(() => localDate(new Date(Date.now() + 86_400_000), zone));
  const [time, setTime] = useState('10:00');
  const [pending, setPending] = useState<{ windowId: string; overlaps: Tour[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const can = (state: Tour['state']) => tour.allowed.includes(state);
  const send = (change: TourChange) =>
    move.mutate(change, {
      onSuccess: () => {
        setForm(null);
        setReason('');
      },
    });
  const open = (next: Form) => {
    setForm(next);
    setProblem(null);
    setPending(null);
    move.reset();
  };
  /** Confirms a window, or first warns of the confirmed tours it overlaps. */
  const confirm = (window: { id: string; start: string; end: string }) => {
    const overlaps = overlapsWith(tour, window, others);
    if (overlaps.length > 0) {
      setPending({ windowId: window.id, overlaps });
      return;
    }
    send({ to: 'confirmed', windowId: window.id });
  };
  const buyerWindows = tour.windows.filter((window) => window.by === 'buyer');
  const proposal = tour.windows.find((window) => window.id === tour.proposedWindowId);
  const calendar = tour.state === 'confirmed' || tour.state === 'completed';
  // A tour is marked completed once its time has come, not before (the server's table allows it).
  const confirmedWindow = tour.windows.find((window) => window.id === tour.confirmedWindowId);
  const begun = confirmedWindow !== undefined && Date.parse(confirmedWindow.start) <= now;
  return (
    <div>
      {tour.state === 'requested' ? (
        <div className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {tourMessages.buyerWindows}
          </p>
          <ul className="mt-1 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {buyerWindows.map((window) => {
              const label = windowLabel(window.start, window.end, zone);
              return (
                <li key={window.id} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="min-w-0 text-sm text-slate-800">
                    {label}
                    {viewerLabel(window.start, window.end, zone) ? (
                      <span className="block text-xs text-slate-500">
                        {viewerLabel(window.start, window.end, zone)}
                      </span>
                    ) : null}
                  </span>
                  {can('confirmed') ? (
                    <Button
                      variant="secondary"
                      className="shrink-0"
                      disabled={move.isPending}
                      aria-label={`${tourMessages.actions.confirm} ${label}`}
                      onClick={() => confirm(window)}
                    >
                      {tourMessages.actions.confirm}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div className="mt-3 grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        {can('confirmed') && tour.state === 'proposed' && proposal ? (
          <Button disabled={move.isPending} onClick={() => confirm(proposal)}>
            {tourMessages.actions.acceptProposal}
          </Button>
        ) : null}
        {can('completed') && begun ? (
          <Button disabled={move.isPending} onClick={() => send({ to: 'completed' })}>
            {tourMessages.actions.complete}
          </Button>
        ) : null}
        {can('proposed') ? (
          <Button variant="secondary" onClick={() => open('propose')}>
            {tourMessages.actions.propose}
          </Button>
        ) : null}
        {calendar ? (
          <Button
            variant="secondary"
            onClick={() => {
              setCalendarError(null);
              downloadTourCalendar(tour).catch((error: unknown) =>
                setCalendarError(error instanceof Error ? error.message : String(error)),
              );
            }}
          >
            {tourMessages.downloadIcs}
          </Button>
        ) : null}
        {can('declined') ? (
          <Button variant="danger" onClick={() => open('decline')}>
            {tourMessages.actions.decline}
          </Button>
        ) : null}
        {can('canceled') ? (
          <Button variant="danger" onClick={() => open('cancel')}>
            {tourMessages.actions.cancel}
          </Button>
        ) : null}
      </div>
      {pending ? (
        <div
          role="alert"
          className="mt-3 flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
        >
          {pending.overlaps.map((other) => (
            <p key={other.id}>{overlapText(other)}</p>
          ))}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setPending(null)}>
              {labels.close}
            </Button>
            <Button
              disabled={move.isPending}
              onClick={() => {
                send({ to: 'confirmed', windowId: pending.windowId });
                setPending(null);
              }}
            >
              {tourMessages.confirmAnyway}
            </Button>
          </div>
        </div>
      ) : null}
      {form === 'propose' ? (
        <InlineForm
          title={tourMessages.proposeTitle}
          submitLabel={tourMessages.sendProposal}
          busy={move.isPending}
          onClose={() => open(null)}
          onSubmit={() => {
            const start = instantOf(date, time, zone);
            const end = start
              ? new Date(Date.parse(start) + collaboration.tourProposalMs).toISOString()
              : null;
            const wrong = spanProblem(start, end, zone);
            if (!start || wrong) {
              setProblem(wrong ?? sentenceOf(tourMessages.windowInPast));
              return;
            }
            send({ to: 'proposed', proposedStart: start });
          }}
        >
          <p className="text-sm text-slate-600">
            {tourMessages.proposeDescription(collaboration.tourProposalMs / 60_000)}{' '}
            {tourMessages.homeTimeHint(zoneLabel(new Date(), zone))}
          </p>
          <ProposeFields date={date} time={time} zone={zone} onDate={setDate} onTime={setTime} />
        </InlineForm>
      ) : null}
      {form === 'decline' ? (
        <InlineForm
          title={tourMessages.declineTitle}
          submitLabel={tourMessages.confirmDecline}
          busy={move.isPending}
          onClose={() => open(null)}
          onSubmit={() => {
            if (!reason.trim()) {
              setProblem(sentenceOf(tourMessages.reasonRequired));
              return;
            }
            send({ to: 'declined', reason: reason.trim() });
          }}
        >
          <ReasonField
            label={tourMessages.declineReason}
            value={reason}
            onChange={setReason}
            required
          />
        </InlineForm>
      ) : null}
      {form === 'cancel' ? (
        <InlineForm
          title={tourMessages.cancelTitle}
          submitLabel={tourMessages.actions.cancel}
          busy={move.isPending}
          onClose={() => open(null)}
          onSubmit={() =>
            send({ to: 'canceled', ...(reason.trim() ? { reason: reason.trim() } : {}) })
          }
        >
          <ReasonField
            label={tourMessages.cancelReason}
            value={reason}
            onChange={setReason}
            required={false}
          />
        </InlineForm>
      ) : null}
      {problem ? <Alert className="mt-3">{problem}</Alert> : null}
      {move.isError ? <Alert className="mt-3">{move.error.message}</Alert> : null}
      {calendarError ? <Alert className="mt-3">{calendarError}</Alert> : null}
    </div>
  );
};
