import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { collaboration, tourMessages } from '@rela/contracts';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { inputClass } from '../../components/input';
import { isApiError } from '../../lib/api-error';
import { labels } from '../../lib/labels';
import { useRequestTour } from './tours-api';
import { defaultWindow, instantOf, windowProblem, type WindowDraft } from './tour-time';
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
 * The buyer's "Request a tour" in a home's dialog (issue 23): up to 3 times in the next 14 days,
 * entered in the viewer's own time zone, and a note. Disabled, with the reason, off the market.
 */
export const TourRequestButton = ({
  listingKey,
  offMarket,
}: {
  listingKey: string;
  offMarket: boolean;
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
  onClose,
  onSent,
}: {
  listingKey: string;
  onClose: () => void;
  onSent: () => void;
}) => {
  const [windows, setWindows] = useState<WindowDraft[]>(() => [defaultWindow()]);
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const request = useRequestTour();
  const noteId = useId();
  const problems = windows.map((window) => windowProblem(window));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.some(Boolean)) return;
    request.mutate(
      {
        listingKey,
        note: note.trim(),
        windows: windows.map((window) => ({
          start: instantOf(window.date, window.start) ?? '',
          end: instantOf(window.date, window.end) ?? '',
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
      description={tourMessages.requestDescription}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {windows.map((window, index) => (
          <WindowFields
            key={index}
            index={index}
            value={window}
            problem={checked ? problems[index] : null}
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
              setWindows((current) => [...current, { ...(current.at(-1) ?? defaultWindow()) }])
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
          <Button type="submit" busy={request.isPending} disabled={request.isPending}>
            {tourMessages.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
