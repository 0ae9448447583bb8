import { useId, useState } from 'react';
import { collaboration, tourMessages, tourVerdicts, type TourVerdict } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/input';
import { cx } from '../../../lib/class-names';
import { useTourVerdict } from '../api/tours-api';

const faces: Record<TourVerdict, string> = { love: '♥', maybe: '?', no: '✕' };

/** After a completed tour, the buyer's Love / Maybe / No and a note (saved as their note). */
export const VerdictPrompt = ({ tourId, onSaved }: { tourId: string; onSaved: () => void }) => {
  const [verdict, setVerdict] = useState<TourVerdict | null>(null);
  const [note, setNote] = useState('');
  const save = useTourVerdict(tourId);
  const id = useId();
  return (
    <form
      className="mt-4 rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-600/20"
      onSubmit={(event) => {
        event.preventDefault();
        if (verdict) save.mutate({ verdict, note: note.trim() }, { onSuccess: onSaved });
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          {tourMessages.verdictQuestion}
        </legend>
        <div
          className="mt-2 flex flex-wrap gap-2"
          role="radiogroup"
          aria-label={tourMessages.verdictQuestion}
        >
          {tourVerdicts.map((choice) => (
            <button
              key={choice}
              type="button"
              role="radio"
              aria-checked={verdict === choice}
              onClick={() => setVerdict(choice)}
              className={cx(
                'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                verdict === choice
                  ? 'bg-slate-900 text-white ring-slate-900'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
              )}
            >
              <span aria-hidden="true">{faces[choice]}</span>
              {tourMessages.verdicts[choice]}
            </button>
          ))}
        </div>
      </fieldset>
      <label htmlFor={id} className="mt-3 mb-1 block text-sm font-medium text-slate-700">
        {tourMessages.yourNote}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={collaboration.tourNoteMaxLength}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        className={inputClass(false, 'resize-y')}
      />
      {save.isError ? <Alert className="mt-3">{save.error.message}</Alert> : null}
      <div className="mt-3 flex justify-end">
        <Button type="submit" disabled={!verdict || save.isPending} busy={save.isPending}>
          {tourMessages.verdictSend}
        </Button>
      </div>
    </form>
  );
};
