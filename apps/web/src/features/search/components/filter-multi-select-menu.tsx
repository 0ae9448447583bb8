import { useId } from 'react';
import { Popover } from 'radix-ui';
import { ChevronIcon } from '../../../components/icons';

export type FilterMultiSelectMenuProps<T extends string> = {
  label: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** What the button says, and its look: the same as the plain button before it. */
  shown: string;
  triggerClassName: string;
  /** Opened by the click that loaded it. */
  defaultOpen?: boolean;
};

/** The filter's menu of checkboxes, in Radix's popover (`filter-multi-select.tsx` loads it). */
export const FilterMultiSelectMenu = <T extends string>({
  label,
  options,
  selected,
  onChange,
  shown,
  triggerClassName,
  defaultOpen,
}: FilterMultiSelectMenuProps<T>) => {
  const id = useId();
  const toggle = (value: T, on: boolean) =>
    onChange(options.filter((option) => (option === value ? on : selected.includes(option))));
  return (
    <div>
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <Popover.Root defaultOpen={defaultOpen}>
        <Popover.Trigger aria-labelledby={`${id}-label ${id}-value`} className={triggerClassName}>
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
