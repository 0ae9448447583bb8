import { notesMessages, type NoteVisibility } from '@rela/contracts';
import { cx } from '../../../lib/class-names';

/** The choices of who sees a note, each with its label, in the order shown. */
export type VisibilityOptions = readonly (readonly [NoteVisibility, string])[];

/**
 * Who sees a note, radios that look like a switch: shared with the thread's other side or "Only
 * me"; a buyer in a household of two or more (ADR 049) also has "My household".
 */
export const VisibilityChoice = ({
  value,
  onChange,
  options,
  name,
}: {
  value: NoteVisibility;
  onChange: (value: NoteVisibility) => void;
  options: VisibilityOptions;
  name: string;
}) => (
  <fieldset className="min-w-0">
    <legend className="sr-only">{notesMessages.visibilityLabel}</legend>
    <div className="inline-flex flex-wrap rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200">
      {options.map(([option, label]) => (
        <label
          key={option}
          className={cx(
            'cursor-pointer rounded-md px-3 py-1.5 text-xs font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-slate-900',
            value === option
              ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-900/10'
              : 'text-slate-600 hover:text-slate-900',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="sr-only"
          />
          {label}
        </label>
      ))}
    </div>
  </fieldset>
);
