import { useId } from 'react';
import { cx } from '../../../lib/class-names';
import { ChevronIcon } from '../../../components/icons';

export type FilterOption = { value: string; label: string };

/** `pill` in the filters bar; its look is shared with the multi-select's button. */
export const pillClass = (active: boolean) =>
  cx(
    'inline-flex min-h-11 items-center gap-2 rounded-lg border bg-white px-3 text-sm font-medium shadow-xs transition-colors lg:min-h-10',
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
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  active?: boolean;
}) => {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cx(pillClass(active), 'w-full cursor-pointer appearance-none pr-9 lg:w-auto')}
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
