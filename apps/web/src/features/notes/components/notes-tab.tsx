import { useEffect, useRef } from 'react';
import { notesMessages } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import type { HomeThread } from '../../../listing/model/home-thread';
import { Button } from '../../../components/button';
import { threadNotes, useMarkThreadRead, useNoteThread, useNoteWrites } from '../api/notes-api';
import { labels } from '../../../lib/labels';
import { NoteComposer } from './note-composer';
import { NoteItem, type NoteActions, type VisibilityBadges } from './note-item';
import type { VisibilityOptions } from './visibility-choice';

const text = notesMessages;
const householdLabels = labels.household.visibility;

/** A buyer in a household of two or more (ADR 049): three choices, and every note says its own. */
const householdOptions: VisibilityOptions = [
  ['private', householdLabels.private],
  ['household', householdLabels.household],
  ['shared', householdLabels.shared],
];
const householdBadges: VisibilityBadges = {
  private: text.privateBadge,
  household: householdLabels.household,
  shared: householdLabels.shared,
};

/** As before households: shared with the thread's other side, or Only me. */
const pairOptions = (thread: HomeThread): VisibilityOptions => [
  ['shared', thread.side === 'buyer' ? text.sharedWithRealtor : text.sharedWithBuyer],
  ['private', text.onlyMe],
];
/** A household note kept after the others left still says it was for the household. */
const privateBadge: VisibilityBadges = {
  private: text.privateBadge,
  household: householdLabels.household,
};

/** Marks the thread read once it is shown with notes in it (the cards' dot, the inbox). */
const useReadWhenShown = (listingKey: string, thread: HomeThread, shown: boolean) => {
  const mark = useMarkThreadRead(listingKey, thread);
  const done = useRef(false);
  useEffect(() => {
    if (!shown || done.current) return;
    done.current = true;
    mark.mutate();
  }, [shown, mark]);
};

/**
 * The dialog's Notes tab (ADR 032): one buyer's thread on one home, oldest first (its newest page,
 * "Show older notes" above it for the rest), with the
 * composer for the buyer and their realtor (read-only should the answer say the caller may not
 * write).
 */
export const NotesTab = ({
  listingKey,
  thread,
  household = false,
}: {
  listingKey: string;
  thread: HomeThread;
  /** The viewer is a buyer in a household of two or more (ADR 049). */
  household?: boolean;
}) => {
  const notes = useNoteThread(listingKey, thread);
  // A realtor never gets "My household" (ADR 049): only a member's own thread has it.
  const together = household && thread.side === 'buyer';
  const writes = useNoteWrites(listingKey, thread);
  const items = threadNotes(notes.data);
  useReadWhenShown(listingKey, thread, items.length > 0);
  if (notes.isPending)
    return (
      <p role="status" className="flex items-center gap-3 py-8 text-sm text-slate-600">
        <Spinner size="sm" />
        {text.loading}
      </p>
    );
  if (notes.isError) return <Alert>{notes.error.message}</Alert>;
  const canWrite = notes.data.pages[0]?.canWrite ?? false;
  const actions: NoteActions | null = canWrite
    ? {
        onEdit: (id, body) => writes.edit.mutateAsync({ id, text: body }),
        onDelete: (id) => writes.remove.mutateAsync(id),
        editBusy: writes.edit.isPending,
      }
    : null;
  return (
    <section aria-label={text.threadLabel} className="space-y-4">
      {items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600 ring-1 ring-slate-200">
          {canWrite ? text.empty : text.emptyReadOnly}
        </p>
      ) : (
        <>
          {notes.hasNextPage ? (
            <Button
              variant="ghost"
              className="min-h-10 w-full py-2"
              busy={notes.isFetchingNextPage}
              disabled={notes.isFetchingNextPage}
              onClick={() => void notes.fetchNextPage()}
            >
              {text.showOlder}
            </Button>
          ) : null}
          <ol className="space-y-3">
            {items.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                actions={actions}
                badges={together ? householdBadges : privateBadge}
              />
            ))}
          </ol>
        </>
      )}
      {canWrite ? (
        <NoteComposer
          options={together ? householdOptions : pairOptions(thread)}
          busy={writes.add.isPending}
          error={writes.add.isError ? writes.add.error.message : null}
          onAdd={(note) => writes.add.mutateAsync(note)}
        />
      ) : (
        <p className="text-xs text-slate-500">{text.readOnly}</p>
      )}
    </section>
  );
};
