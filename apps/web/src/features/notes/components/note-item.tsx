import { useId, useState } from 'react';
import { notesMessages, type Note, type NoteVisibility } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LockIcon } from '../../../components/icons';
import { cx } from '../../../lib/class-names';
import { apiMessages } from '../../../lib/web-texts';
import { CharactersLeft, savable } from './note-composer';
import { noteTime } from '../utils/note-time';

const text = notesMessages;

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : apiMessages.failed;

const authorOf = (note: Note) => (note.mine ? text.you : (note.author?.name ?? text.formerMember));

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** The author may still edit: the server's window, read at render time. */
const editable = (note: Note) =>
  note.editableUntil !== null && Date.parse(note.editableUntil) > Date.now();

export type NoteActions = {
  onEdit: (id: string, text: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  editBusy: boolean;
};

const EditForm = ({
  note,
  actions,
  onDone,
}: {
  note: Note;
  actions: NoteActions;
  onDone: () => void;
}) => {
  const [draft, setDraft] = useState(note.text);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      className="mt-2 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!savable(draft)) return;
        setError(null);
        actions
          .onEdit(note.id, draft.trim())
          .then(onDone, (failure: unknown) => setError(errorText(failure)));
      }}
    >
      <label htmlFor={`${id}-edit`} className="sr-only">
        {text.editLabel}
      </label>
      <textarea
        id={`${id}-edit`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={3}
        aria-describedby={`${id}-left`}
        className="block w-full resize-y rounded-lg border-0 px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-slate-900"
      />
      <div className="flex items-center justify-end gap-2">
        <CharactersLeft text={draft} id={`${id}-left`} />
        <Button variant="ghost" className="min-h-10 py-2" onClick={onDone}>
          {text.cancel}
        </Button>
        <Button
          type="submit"
          className="min-h-10 py-2"
          busy={actions.editBusy}
          disabled={actions.editBusy || !savable(draft)}
          aria-describedby={`${id}-left`}
        >
          {actions.editBusy ? text.saving : text.save}
        </Button>
      </div>
      {error ? <Alert>{error}</Alert> : null}
    </form>
  );
};

/** One note of the thread: who, when (viewer's zone), "edited", its text as plain text, or "Note deleted". */
/** The badge each visibility shows on a note; a visibility without one shows none. */
export type VisibilityBadges = Partial<Record<NoteVisibility, string>>;

export const NoteItem = ({
  note,
  actions,
  badges = { private: notesMessages.privateBadge },
}: {
  note: Note;
  actions: NoteActions | null;
  badges?: VisibilityBadges;
}) => {
  const [editing, setEditing] = useState(false);
  const author = authorOf(note);
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="hidden pt-0.5 sm:block">
        <Avatar
          initials={initialsOf(note.author?.name ?? text.formerMember)}
          className={cx(
            'size-8 text-xs ring-1',
            note.mine ? 'bg-sky-100 ring-sky-200' : 'bg-slate-100 ring-slate-200',
          )}
        />
      </span>
      <article
        aria-label={`${author}, ${noteTime(note.createdAt)}`}
        className={cx(
          'min-w-0 flex-1 rounded-2xl px-4 py-3 ring-1',
          note.deleted
            ? 'bg-white ring-slate-200'
            : note.mine
              ? 'bg-sky-50 ring-sky-100'
              : 'bg-slate-50 ring-slate-200/70',
        )}
      >
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span className="font-semibold text-slate-900">{author}</span>
          <time dateTime={note.createdAt} className="text-slate-600">
            {noteTime(note.createdAt)}
          </time>
          {note.editedAt && !note.deleted ? (
            <span className="text-slate-600">· {text.edited}</span>
          ) : null}
          {badges[note.visibility] && !note.deleted ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 font-medium text-slate-700 ring-1 ring-slate-300">
              {note.visibility === 'private' ? <LockIcon className="size-3" /> : null}
              {badges[note.visibility]}
            </span>
          ) : null}
          {actions && note.mine && !note.deleted && !editing ? (
            <div className="ml-auto flex gap-1">
              {editable(note) ? (
                <Button
                  variant="ghost"
                  className="-my-1 min-h-8 px-2 py-1 text-xs"
                  onClick={() => setEditing(true)}
                >
                  {text.edit}
                </Button>
              ) : null}
              <ConfirmDialog
                layer="dialog"
                trigger={
                  <Button variant="danger" className="-my-1 min-h-8 px-2 py-1 text-xs">
                    {text.delete}
                  </Button>
                }
                title={text.deleteConfirm}
                description={note.text.length > 120 ? `${note.text.slice(0, 119)}…` : note.text}
                keepLabel={text.cancel}
                actionLabel={text.delete}
                busyLabel={text.deleting}
                onConfirm={() => actions.onDelete(note.id)}
                errorText={errorText}
              />
            </div>
          ) : null}
        </header>
        {note.deleted ? (
          <p className="mt-1 text-sm text-slate-500 italic">{text.deleted}</p>
        ) : editing && actions ? (
          <EditForm note={note} actions={actions} onDone={() => setEditing(false)} />
        ) : (
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
            {note.text}
          </p>
        )}
      </article>
    </li>
  );
};
