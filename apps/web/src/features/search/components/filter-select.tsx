import { useId, type ReactNode } from 'react';
import { cx } from '../../../lib/class-names';
import { ChevronIcon } from '../../../components/icons';

export type FilterOption = { value: string; label: string };

/** `pill` in the filters bar; its look is shared with the multi-select's button. */
export const pillClass = (active: boolean) =>
  cx(
    'inline-flex min-h-11 w-full items-center gap-2 rounded-lg border bg-white px-3 text-sm font-medium shadow-xs transition-colors lg:min-h-10 lg:w-auto',
    'hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    active
      ? 'border-slate-900 text-slate-900 ring-1 ring-slate-900'
      : 'border-slate-300 text-slate-700',
  );

/** A labelled native select: the phone's own picker, the keyboard's own behaviour. */
export const FilterSelect = ({
  label,
  value,
  options,
  onChange,
  active = value !== '',
  prefix,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  active?: boolean;
  prefix?: ReactNode;
}) => {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 lg:flex-row lg:items-center">
      <label htmlFor={id} className="text-xs font-medium text-slate-600 lg:sr-only">
        {label}
      </label>
      <div className="relative">
        {prefix ? (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-xs font-semibold text-slate-500">
            {prefix}
          </span>
        ) : null}
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cx(
            pillClass(active),
            'cursor-pointer appearance-none pr-8',
            prefix ? 'pl-12' : '',
          )}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronIcon
          direction="down"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
};
