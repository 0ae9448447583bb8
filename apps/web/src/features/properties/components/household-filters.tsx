import { compareLimits, householdMessages } from '@rela/contracts';
import { TextLink } from '../../../components/text-link';
import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';
import type { HouseholdFilter } from '../hooks/use-household-homes';

const text = labels.household;

/** `/compare?keys=`: the first homes a filter shows, as many as Compare takes (ADR 022). */
const comparePath = (listingKeys: readonly string[]) =>
  `/compare?keys=${listingKeys.slice(0, compareLimits.max).map(encodeURIComponent).join(',')}`;

/**
 * All homes, "Both like" and "Where you differ" (REQ-HOUSEHOLD-LIKES), and Compare these from
 * either when it shows two homes or more. Chips scroll sideways on a narrow phone.
 */
export const HouseholdFilters = ({
  filter,
  onChange,
  allLikeLabel,
  shownKeys,
}: {
  filter: HouseholdFilter;
  onChange: (filter: HouseholdFilter) => void;
  allLikeLabel: string;
  shownKeys: readonly string[];
}) => {
  const chips: { value: HouseholdFilter; label: string }[] = [
    { value: 'all', label: text.allHomes },
    { value: 'allLike', label: allLikeLabel },
    { value: 'differ', label: householdMessages.whereYouDiffer },
  ];
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div role="group" aria-label={text.filtersLabel} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <button
            key={chip.value}
            type="button"
            aria-pressed={filter === chip.value}
            onClick={() => onChange(chip.value)}
            className={cx(
              'min-h-9 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              filter === chip.value
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {chip.label}
          </button>
        ))}
      </div>
      {filter !== 'all' && shownKeys.length >= compareLimits.min ? (
        <TextLink to={comparePath(shownKeys)} className="text-sm">
          {text.compareThese}
        </TextLink>
      ) : null}
    </div>
  );
};

/** A filter that shows no home says why. */
export const FilterEmpty = ({ filter }: { filter: Exclude<HouseholdFilter, 'all'> }) => (
  <p
    role="status"
    className="rounded-2xl bg-white px-6 py-10 text-center text-sm text-slate-600 shadow-sm ring-1 ring-slate-200"
  >
    {filter === 'allLike' ? householdMessages.noneBothLike : householdMessages.noneDiffer}
  </p>
);
