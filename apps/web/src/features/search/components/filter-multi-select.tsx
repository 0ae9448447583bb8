import { Suspense, useId, useState } from 'react';
import { ChevronIcon } from '../../../components/icons';
import { cx } from '../../../lib/class-names';
import { lazyComponent } from '../../../lib/lazy-component';
import type { FilterMultiSelectMenuProps } from './filter-multi-select-menu';
import { pillClass } from './filter-select';

const Menu = lazyComponent<FilterMultiSelectMenuProps<string>>(
  async () => (await import('./filter-multi-select-menu')).FilterMultiSelectMenu,
);

type PlainTriggerProps = { label: string; shown: string; className: string; onOpen?: () => void };

/** The menu's button as a plain one, until the menu's code is there. */
const PlainTrigger = ({ label, shown, className, onOpen }: PlainTriggerProps) => {
  const id = useId();
  return (
    <div>
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-labelledby={`${id}-label ${id}-value`}
        className={className}
        onPointerEnter={() => void Menu.preload()}
        onFocus={() => void Menu.preload()}
        onClick={onOpen}
      >
        <span id={`${id}-value`} className="truncate">
          {shown}
        </span>
        <ChevronIcon direction="down" className="size-4 shrink-0 text-slate-500" />
      </button>
    </div>
  );
};

/**
 * A filter of several values (home types, statuses): a button showing what is picked, opening a
 * list of checkboxes; nothing picked means the call's default. Until its first click the button
 * is a plain one of the same look: the menu's code (Radix's popover and its positioning, about
 * 11 KB gzipped) loads when a pointer or the focus comes to it and opens on the click, so Find
 * Homes' first load leaves it out (docs/performance.md).
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
  const [opened, setOpened] = useState(false);
  const [only] = selected;
  const shown =
    selected.length === 0
      ? noneLabel
      : selected.length === 1 && only
        ? only
        : summary(selected.length);
  const className = cx(pillClass(selected.length > 0), 'w-full justify-between lg:w-auto');
  const plain = { label, shown, className };
  if (!opened) return <PlainTrigger {...plain} onOpen={() => setOpened(true)} />;
  return (
    <Suspense fallback={<PlainTrigger {...plain} />}>
      <Menu
        label={label}
        options={options}
        selected={selected}
        onChange={onChange as (selected: string[]) => void}
        shown={shown}
        triggerClassName={className}
        defaultOpen
      />
    </Suspense>
  );
};
