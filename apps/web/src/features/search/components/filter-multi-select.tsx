import { useId } from 'react';
import { Popover } from 'radix-ui';
import { ChevronIcon } from '../../../components/icons';
import { cx } from '../../../lib/class-names';
import { pillClass } from './filter-select';

/**
 * A filter of several values (home types, statuses): a button showing what is picked, opening a
 * list of checkboxes. Nothing picked means the call's default.
 */
export const FilterMultiSelect = <T extends string>({
  label,
  options,
  selected,
  noneLabel,
  summary,
  onChange,
}: {
  label: string;
  options: readonly T[];
  selected: readonly T[];
  /** What the button says when nothing is picked. */
  noneLabel: string;
  summary: (count: number) => string;
  onChange: (selected: T[]) => void;
}) => {
  const id = useId();
  const [only] = selected;
  const shown =
    selected.length === 0
      ? noneLabel
      : selected.length === 1 && only
        ? only
        : summary(selected.length);
  const toggle = (value: T, on: boolean) =>
    onChange(options.filter((option) => (option === value ? on : selected.includes(option))));
  return (
    <div>
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <Popover.Root>
        <Popover.Trigger
          aria-labelledby={`${id}-label ${id}-value`}
          className={cx(pillClass(selected.length > 0), 'w-full justify-between lg:w-auto')}
        >
          <span id={`${id}-value`} className="truncate">
            {shown}
          </span>
          <ChevronIcon direction="down" className="size-4 shrink-0 text-slate-500" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-40 w-64 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200 focus:outline-none"
          >
            <fieldset>
              <legend className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {label}
              </legend>
              {options.map((option) => {
                const optionId = `${id}-${option.replace(/\W+/g, '-')}`;
                return (
                  <label
                    key={option}
                    htmlFor={optionId}
                    className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50"
                  >
                    <input
                      id={optionId}
                      type="checkbox"
                      checked={selected.includes(option)}
                      onChange={(event) => toggle(option, event.target.checked)}
                      className="size-4 rounded border-slate-300 accent-brand-700"
                    />
                    {option}
                  </label>
                );
              })}
            </fieldset>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
};
