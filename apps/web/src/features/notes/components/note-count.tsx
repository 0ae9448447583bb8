import { notesMessages } from '@rela/contracts';
import { cx } from '../../../lib/class-names';
import { threadBuyer, type HomeThread } from '../../../listing/model/home-thread';
import { useNoteSummary } from '../api/notes-api';

export type NoteCounts = { count: number; unread: number };

const NoteIcon = () => (
  <svg
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    className="size-3.5"
    aria-hidden="true"
  >
    <path d="M4 4.5h12a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H9l-3.5 2.5V13.5H4a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1Z" />
  </svg>
);

/** A home's notes on a card: "3 notes", with a dot and its name when the other side wrote new ones. */
export const NoteCount = ({
  notes,
  className,
}: {
  notes: NoteCounts | undefined;
  className?: string;
}) => {
  if (!notes || notes.count === 0) return null;
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 self-start text-xs font-medium',
        notes.unread > 0 ? 'text-sky-800' : 'text-slate-600',
        className,
      )}
    >
      <NoteIcon />
      <span>{notesMessages.count(notes.count)}</span>
      {notes.unread > 0 ? (
        <>
          <span
            aria-hidden="true"
            data-testid="note-unread-dot"
            className="size-2 rounded-full bg-sky-600"
          />
          <span className="sr-only">{notesMessages.unreadLabel(notes.unread)}</span>
        </>
      ) : null}
    </span>
  );
};

/** The Notes tab's count of the other side's new notes on the home (from the cards' summary). */
export const NotesTabBadge = ({
  listingKey,
  thread,
}: {
  listingKey: string;
  thread: HomeThread;
}) => {
  const unread = useNoteSummary(threadBuyer(thread)).data?.[listingKey]?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-sky-600 px-1.5 text-xs leading-5 font-semibold text-white">
      <span aria-hidden="true">{unread}</span>
      <span className="sr-only">{notesMessages.unreadLabel(unread)}</span>
    </span>
  );
};
