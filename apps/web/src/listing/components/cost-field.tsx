import { useId, useState, type ReactNode } from 'react';
import { inputClass } from '../../components/input';
import { cx } from '../../lib/class-names';
import type { FieldValue } from '../costs/cost-fields';

const fieldTop = 'mb-1 flex min-h-6 items-center justify-between gap-2';
const sourceClass = 'mt-1 text-xs leading-snug text-slate-500';

type CostFieldProps = {
  label: string;
  /** The value shown while nobody types: the answer's. */
  shown: string;
  /** `$` before, `%` or `/yr` after. */
  prefix?: string;
  suffix?: string;
  /** Reads what was typed; a refused value stays in the box with its sentence. */
  read: (typed: string) => FieldValue;
  onCommit: (value: number) => void;
  /** Where the value came from ("Your realtor set 10% on Nov 3"). */
  source: string;
  /** A control beside the label (the down payment's percent or dollars). */
  aside?: ReactNode;
  disabled?: boolean;
};

/**
 * One input of the monthly cost: shows the answer's value; what is typed is taken on Enter or when
 * the box is left, read with the call's own rules (a refused value says why and asks nothing).
 * Under it, where the value came from.
 */
export const CostField = ({
  label,
  shown,
  prefix,
  suffix,
  read,
  onCommit,
  source,
  aside,
  disabled,
}: CostFieldProps) => {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    if (draft.trim() === shown.trim()) {
      setDraft(null);
      setError(null);
      return;
    }
    const value = read(draft);
    if (!value.ok) {
      setError(value.message);
      return;
    }
    setDraft(null);
    setError(null);
    onCommit(value.value);
  };
  return (
    <div className="min-w-0">
      <div className={fieldTop}>
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {aside}
      </div>
      <div className="relative">
        {prefix ? (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? shown}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-source${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
          className={inputClass(error !== null, cx(prefix && 'pl-7', suffix && 'pr-10'))}
        />
        {suffix ? (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
            {suffix}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p id={`${id}-source`} className={sourceClass}>
        {source}
      </p>
    </div>
  );
};

/** The loan term: a choice of the usual terms (and the one in use, if another). */
export const TermField = ({
  label,
  value,
  options,
  onCommit,
  source,
  format,
  disabled,
}: {
  label: string;
  value: number;
  options: readonly number[];
  onCommit: (value: number) => void;
  source: string;
  format: (years: number) => string;
  disabled?: boolean;
}) => {
  const id = useId();
  const terms = options.includes(value) ? options : [...options, value].sort((a, b) => a - b);
  return (
    <div className="min-w-0">
      <div className={fieldTop}>
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
      </div>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-source`}
        onChange={(event) => onCommit(Number(event.target.value))}
        className={inputClass(false, 'pr-8')}
      >
        {terms.map((years) => (
          <option key={years} value={years}>
            {format(years)}
          </option>
        ))}
      </select>
      <p id={`${id}-source`} className={sourceClass}>
        {source}
      </p>
    </div>
  );
};
