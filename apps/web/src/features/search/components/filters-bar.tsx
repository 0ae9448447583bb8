import { useId, useState, type FormEvent } from 'react';
import {
  priceReducedWindows,
  searchPropertyTypes,
  searchSorts,
  searchStatuses,
  type SearchSort,
} from '@rela/contracts';
import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';
import { monthlyCostOptions, priceOptions, shortPrice } from '../utils/price-options';
import { activeFilterCount, type SearchFilters } from '../utils/search-url';
import { FilterMultiSelect } from './filter-multi-select';
import { FilterSelect, pillClass, type FilterOption } from './filter-select';
import { SearchIcon, SlidersIcon } from './search-icons';

const text = labels.search;

const bedSteps = [1, 2, 3, 4, 5];
const bathSteps = [1, 1.5, 2, 3, 4];

const atLeastOptions = (
  steps: readonly number[],
  any: string,
  atLeast: (count: number) => string,
): FilterOption[] => [
  { value: '', label: any },
  ...steps.map((step) => ({ value: String(step), label: atLeast(step) })),
];

const priceSelectOptions = (
  none: string,
  shown: (price: string) => string,
  current?: number,
): FilterOption[] => [
  { value: '', label: none },
  ...priceOptions(current).map((price) => ({
    value: String(price),
    label: shown(shortPrice(price)),
  })),
];

const numberOrUnset = (value: string) => (value === '' ? undefined : Number(value));

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const monthlySelectOptions = (current?: number): FilterOption[] => [
  { value: '', label: text.anyMonthlyCost },
  ...monthlyCostOptions(current).map((dollars) => ({
    value: String(dollars),
    label: text.monthlyUpTo(wholeDollars.format(dollars)),
  })),
];

const priceReducedOptions: FilterOption[] = [
  { value: '', label: text.priceReducedAny },
  ...priceReducedWindows.map((days) => ({
    value: String(days),
    label: text.priceReducedWithin(days),
  })),
];

const isReducedWindow = (value: number): value is (typeof priceReducedWindows)[number] =>
  (priceReducedWindows as readonly number[]).includes(value);

export const sortOptions: FilterOption[] = searchSorts.map((sort) => ({
  value: sort,
  label: text.sortBy(text.sorts[sort]),
}));

/** The location box and the filters; on a phone the filters fold behind a Filters button. */
export const FiltersBar = ({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (change: Partial<SearchFilters>) => void;
}) => {
  const locationId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    // A new place: the map's box and a linked city or postal code give way to it.
    onChange({ q: q || undefined, bbox: undefined, city: undefined, postalCode: undefined });
  };
  return (
    <div
      role="search"
      aria-label={text.filtersLabel}
      className="border-b border-slate-200 bg-white px-4 py-3 sm:px-6"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="flex gap-2">
          <form onSubmit={submit} className="relative flex min-w-0 flex-1 lg:w-80 lg:flex-none">
            <label htmlFor={locationId} className="sr-only">
              {text.location}
            </label>
            <input
              // A new URL (back, forward, a pasted link) shows its own text.
              key={filters.q ?? ''}
              id={locationId}
              name="q"
              type="search"
              defaultValue={filters.q ?? ''}
              placeholder={text.locationPlaceholder}
              maxLength={120}
              autoComplete="off"
              enterKeyHint="search"
              className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-12 pl-3 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/40 lg:min-h-10 lg:text-sm"
            />
            <button
              type="submit"
              aria-label={text.submit}
              className="absolute inset-y-1 right-1 flex w-10 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <SearchIcon className="size-4" />
            </button>
          </form>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
            className={cx(pillClass(count > 0), 'w-auto shrink-0 lg:hidden')}
          >
            <SlidersIcon />
            {text.filtersCount(count)}
          </button>
        </div>
        <div
          id={panelId}
          className={cx(
            'grid-cols-2 gap-3 sm:grid-cols-3 lg:flex lg:flex-wrap lg:items-center lg:gap-2',
            open ? 'grid' : 'hidden',
          )}
        >
          <FilterSelect
            label={text.minPrice}
            value={filters.minPrice === undefined ? '' : String(filters.minPrice)}
            options={priceSelectOptions(text.minPrice, text.from, filters.minPrice)}
            onChange={(value) => onChange({ minPrice: numberOrUnset(value) })}
          />
          <FilterSelect
            label={text.maxPrice}
            value={filters.maxPrice === undefined ? '' : String(filters.maxPrice)}
            options={priceSelectOptions(text.maxPrice, text.upTo, filters.maxPrice)}
            onChange={(value) => onChange({ maxPrice: numberOrUnset(value) })}
          />
          <FilterSelect
            label={text.beds}
            value={filters.minBeds === undefined ? '' : String(filters.minBeds)}
            options={atLeastOptions(bedSteps, text.anyBeds, text.bedsAtLeast)}
            onChange={(value) => onChange({ minBeds: numberOrUnset(value) })}
          />
          <FilterSelect
            label={text.baths}
            value={filters.minBaths === undefined ? '' : String(filters.minBaths)}
            options={atLeastOptions(bathSteps, text.anyBaths, text.bathsAtLeast)}
            onChange={(value) => onChange({ minBaths: numberOrUnset(value) })}
          />
          <FilterSelect
            label={text.maxMonthlyCost}
            value={filters.maxMonthlyCost === undefined ? '' : String(filters.maxMonthlyCost)}
            options={monthlySelectOptions(filters.maxMonthlyCost)}
            onChange={(value) => onChange({ maxMonthlyCost: numberOrUnset(value) })}
          />
          <FilterSelect
            label={text.priceReduced}
            value={
              filters.priceReducedWithinDays === undefined
                ? ''
                : String(filters.priceReducedWithinDays)
            }
            options={priceReducedOptions}
            onChange={(value) => {
              const days = numberOrUnset(value);
              onChange({
                priceReducedWithinDays:
                  days !== undefined && isReducedWindow(days) ? days : undefined,
              });
            }}
          />
          <FilterMultiSelect
            label={text.homeType}
            options={searchPropertyTypes}
            selected={filters.propertyType ?? []}
            noneLabel={text.allTypes}
            summary={text.selected}
            onChange={(propertyType) => onChange({ propertyType })}
          />
          <FilterMultiSelect
            label={text.status}
            options={searchStatuses}
            selected={filters.status ?? []}
            noneLabel={text.forSale}
            summary={text.selected}
            onChange={(status) => onChange({ status })}
          />
        </div>
      </div>
    </div>
  );
};

export const SortSelect = ({
  sort,
  onChange,
}: {
  sort: SearchSort;
  onChange: (sort: SearchSort) => void;
}) => (
  <FilterSelect
    label={text.sort}
    value={sort}
    active={false}
    options={sortOptions}
    onChange={(value) => onChange(value as SearchSort)}
  />
);
