import type { UseQueryResult } from '@tanstack/react-query';
import type { ListingSearchResponse } from '@rela/contracts';
import { ListingDisclaimers } from '../../../listing/components/listing-attribution';
import { formatNumber } from '../../../listing/model/format';
import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';
import type { ReadSearch, SearchFilters } from '../utils/search-url';
import { SortSelect } from './filters-bar';
import { Pagination } from './pagination';
import { ResultCard } from './result-card';
import { BadSearchLink, ResultsEmpty, ResultsError, ResultsLoading } from './results-states';
import { CloseIcon } from '../../../components/icons';

const text = labels.search;

/** The most pages the call serves (`page` is at most 10,000). */
const maxPages = 10_000;

type ResultsPanelProps = {
  read: ReadSearch;
  results: UseQueryResult<ListingSearchResponse>;
  filters: SearchFilters;
  highlightedKey: string | undefined;
  showInList: boolean;
  onChange: (change: Partial<SearchFilters>) => void;
  onClear: () => void;
  onPage: (page: number) => void;
  onOpen: (listingKey: string) => void;
  onHighlight: (listingKey?: string) => void;
};

const Summary = ({ data }: { data: ListingSearchResponse }) => {
  const from = (data.page - 1) * data.pageSize + 1;
  const to = from + data.items.length - 1;
  return (
    <p className="text-sm text-slate-600">
      <span className="font-semibold text-slate-900">
        {text.homeCount(formatNumber(data.total), data.total === 1)}
      </span>
      {data.items.length > 0 ? (
        <span className="hidden sm:inline">
          {' · '}
          {text.showing(formatNumber(from), formatNumber(to), formatNumber(data.total))}
        </span>
      ) : null}
    </p>
  );
};

/**
 * The list side: heading, count, sort, then the cards or the state the search is in, and under
 * them the disclaimer of each MLS whose listings are on the page (REQ-DISPLAY-ATTRIBUTION).
 */
export const ResultsPanel = ({
  read,
  results,
  filters,
  highlightedKey,
  showInList,
  onChange,
  onClear,
  onPage,
  onOpen,
  onHighlight,
}: ResultsPanelProps) => {
  const data = results.data;
  const hasFilters = Object.keys(filters).length > 0;
  return (
    <div className="px-4 pt-4 pb-24 sm:px-6 lg:pb-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          <h1 id="search-title" className="text-xl font-bold tracking-tight text-slate-900">
            {filters.q ? `${text.title}: ${filters.q}` : text.title}
          </h1>
          <div aria-live="polite" className="min-h-5">
            {data && read.ok ? <Summary data={data} /> : null}
          </div>
        </div>
        <div className="flex items-center gap-2">
          {filters.bbox ? (
            <button
              type="button"
              onClick={() => onChange({ bbox: undefined })}
              aria-label={text.clearArea}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-slate-900 px-3 text-xs font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
            >
              {text.thisArea}
              <CloseIcon className="size-3.5" />
            </button>
          ) : null}
          <SortSelect sort={filters.sort ?? 'newest'} onChange={(sort) => onChange({ sort })} />
        </div>
      </div>
      {!read.ok ? (
        <BadSearchLink problems={read.problems} onClear={onClear} />
      ) : results.isError && !data ? (
        <ResultsError message={results.error.message} onRetry={() => void results.refetch()} />
      ) : !data ? (
        <ResultsLoading />
      ) : data.items.length === 0 ? (
        <ResultsEmpty onClear={hasFilters ? onClear : undefined} />
      ) : (
        <>
          <ul
            aria-label={text.results}
            aria-busy={results.isPlaceholderData || undefined}
            className={cx(
              'grid gap-4 transition-opacity sm:grid-cols-2',
              results.isPlaceholderData ? 'opacity-60' : '',
            )}
          >
            {data.items.map((item, index) => (
              <li key={item.listingKey}>
                <ResultCard
                  item={item}
                  highlighted={item.listingKey === highlightedKey}
                  priority={index === 0}
                  showInList={showInList}
                  onOpen={onOpen}
                  onHighlight={onHighlight}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={data.page}
            pages={Math.min(maxPages, Math.ceil(data.total / data.pageSize))}
            onPage={onPage}
          />
          <ListingDisclaimers
            disclaimers={data.disclaimers}
            label={labels.property.listingData}
            className="mt-6"
          />
        </>
      )}
    </div>
  );
};
