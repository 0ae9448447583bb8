import { useId } from 'react';
import { tourMessages } from '@rela/contracts';
import { inputClass } from '../../../components/input';
import { instantOf, localDate, viewerLabel, type WindowDraft } from '../utils/tour-time';

/**
 * One time window of a request: its date and start and end times on the home's clock, and the same
 * window on the viewer's own clock beside it when that reads differently (REQ-TOUR-ZONE).
 */
export const WindowFields = ({
  index,
  timeZone,
  value,
  problem,
  warnings = [],
  onChange,
  onRemove,
}: {
  index: number;
  timeZone: string;
  value: WindowDraft;
  problem: string | null | undefined;
  /** What the window clashes with (REQ-TOUR-OVERLAP): said, never blocking. */
  warnings?: readonly string[];
  onChange: (next: WindowDraft) => void;
  onRemove?: () => void;
}) => {
  const id = useId();
  const problemId = `${id}-problem`;
  const invalid = Boolean(problem);
  const start = instantOf(value.date, value.start, timeZone);
  const end = instantOf(value.date, value.end, timeZone);
  const yours = start && end ? viewerLabel(start, end, timeZone) : null;
  const field = (name: keyof WindowDraft, label: string, type: 'date' | 'time') => (
    <div className={name === 'date' ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'}>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        required
        value={value[name]}
        {...(type === 'date' ? { min: localDate(new Date(), timeZone) } : { step: 900 })}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? problemId : undefined}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        className={inputClass(invalid)}
      />
    </div>
  );
  return (
    <fieldset className="relative rounded-xl border border-slate-200 px-3 pt-1 pb-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {tourMessages.window(index + 1)}
      </legend>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`${tourMessages.removeWindow}: ${tourMessages.window(index + 1)}`}
          className="absolute -top-3 right-2 rounded-md bg-white px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {tourMessages.removeWindow}
        </button>
      ) : null}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1.4fr_1fr_1fr]">
        {field('date', tourMessages.date, 'date')}
        {field('start', tourMessages.start, 'time')}
        {field('end', tourMessages.end, 'time')}
      </div>
      {yours ? <p className="mt-2 text-xs text-slate-600">{yours}</p> : null}
      {problem ? (
        <p id={problemId} className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {warnings.map((warning) => (
        <p key={warning} className="mt-2 text-sm text-amber-800">
          {warning}
        </p>
      ))}
    </fieldset>
  );
};
