import { useId, useState } from 'react';
import { collaboration, notesMessages, type NoteVisibility } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { cx } from '../../../lib/class-names';
import { VisibilityChoice, type VisibilityOptions } from './visibility-choice';

const max = collaboration.noteMaxLength;

/**
 * Characters left of a note's text; past the limit, the limit in the catalogue's words and how many
 * to take out (never a negative count), in red. The save button points at it while it is disabled.
 */
export const CharactersLeft = ({ text, id }: { text: string; id: string }) => {
  const left = max - text.trim().length;
  return (
    <p
      id={id}
      aria-live={left < 100 ? 'polite' : 'off'}
      className={cx(
        'text-xs tabular-nums',
        left < 0 ? 'font-semibold text-red-700' : 'text-slate-500',
      )}
    >
      {left < 0 ? notesMessages.charactersOver(-left) : notesMessages.charactersLeft(left)}
    </p>
  );
};

/** The text a note may be saved with: something, at most the limit. */
export const savable = (text: string) => text.trim().length > 0 && text.trim().length <= max;

/**
 * A new note: its text, who sees it, and the add button. Every new note starts from
 * `collaboration.noteDefaultVisibility` (shared): a choice of "Only me" is for that note alone,
 * not carried silently to the next one.
 */
export const NoteComposer = ({
  options,
  busy,
  error,
  onAdd,
}: {
  options: VisibilityOptions;
  busy: boolean;
  error: string | null;
  onAdd: (note: { text: string; visibility: NoteVisibility }) => Promise<unknown>;
}) => {
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<NoteVisibility>(collaboration.noteDefaultVisibility);
  const id = useId();
  return (
    <form
      className="space-y-2 rounded-xl bg-white p-3 ring-1 ring-slate-200 focus-within:ring-slate-400"
      onSubmit={(event) => {
        event.preventDefault();
        if (!savable(text) || busy) return;
        void onAdd({ text: text.trim(), visibility }).then(
          () => {
            setText('');
            setVisibility(collaboration.noteDefaultVisibility);
          },
          () => undefined,
        );
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {notesMessages.composerLabel}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={notesMessages.placeholder}
        rows={3}
        aria-describedby={`${id}-left`}
        className="block w-full resize-y rounded-lg border-0 bg-transparent px-1 py-1 text-sm text-slate-900 placeholder:text-slate-500 focus:ring-0 focus:outline-none"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2">
        <VisibilityChoice
          name={`${id}-visibility`}
          value={visibility}
          onChange={setVisibility}
          options={options}
        />
        {/* Wrapped under the choice on a phone, still at the right edge. */}
        <div className="ml-auto flex items-center gap-3">
          <CharactersLeft text={text} id={`${id}-left`} />
          {/*
           * aria-disabled, not disabled: a disabled Add left the visibility choice as the dialog's
           * last stop, and its focus trap then held Tab there (REQ-A11Y-SKIP); submit checks again.
           */}
          <Button
            type="submit"
            busy={busy}
            aria-disabled={busy || !savable(text) || undefined}
            aria-describedby={`${id}-left`}
            className="min-h-10 py-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          >
            {busy ? notesMessages.adding : notesMessages.add}
          </Button>
        </div>
      </div>
      {error ? <Alert>{error}</Alert> : null}
    </form>
  );
};
