import { Suspense, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingSearchItem } from '@rela/contracts';
import { useAccountInfo } from '../../lib/account-info';
import { cx } from '../../lib/class-names';
import { labels } from '../../lib/labels';
import { lazyComponent } from '../../lib/lazy-component';
import { ListingDisclaimers } from '../../listing/components/listing-attribution';
import { useSearchListings } from './api/search-listings';
import { AddToListAction } from './components/add-to-list-action';
import { FiltersBar } from './components/filters-bar';
import { MapPanel } from './components/map-panel';
import { ResultsPanel } from './components/results-panel';
import { ViewToggle, type ResultsView } from './components/view-toggle';
import { desktopQuery, useMediaQuery } from './hooks/use-media-query';
import { readSearch, withFilters, writeSearch, type SearchFilters } from './utils/search-url';

const noItems: readonly ListingSearchItem[] = [];

/**
 * The dialog's code (photos, reports, tabs) loads on intent: when the pointer or the focus
 * reaches a card or a pin, at the latest when one opens; the first view does not wait for it.
 */
const PropertyDialog = lazyComponent(
  async () => (await import('../../listing/components/property-dialog')).PropertyDialog,
);

/** A realtor's Send, in the dialog: loads with it, not with a buyer's Find Homes. */
const SendToBuyersAction = lazyComponent(
  async () => (await import('./components/send-to-buyers-action')).SendToBuyersAction,
);

/**
 * /search, "Find Homes": the filters bar, the results as cards beside the map on a desktop (a
 * List/Map toggle on a phone), and the property dialog with what the role can do with a home.
 * The URL holds the search, so a reload, the back button and a pasted link show the same one.
 * `toolbar` (composed in app/: the saved searches) sits under the filters.
 */
export const SearchPage = ({ toolbar }: { toolbar?: ReactNode } = {}) => {
  const [params, setParams] = useSearchParams();
  const read = useMemo(() => readSearch(params), [params]);
  const filters = useMemo(() => (read.ok ? read.filters : {}), [read]);
  const results = useSearchListings(read.ok ? read.query : null);
  const role = useAccountInfo().data?.role;
  const isDesktop = useMediaQuery(desktopQuery);
  const [view, setView] = useState<ResultsView>('list');
  const [highlighted, setHighlightedKey] = useState<string>();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const listRef = useRef<HTMLElement>(null);

  const items = results.data?.items ?? noItems;
  const setHighlighted = (listingKey?: string) => {
    if (listingKey) void PropertyDialog.preload();
    if (listingKey && role === 'realtor') void SendToBuyersAction.preload();
    setHighlightedKey(listingKey);
  };
  // The search last asked for: a change made before the URL shows the one before it (two choices
  // in a row while the first navigation is still under way) builds on it, not on the last render.
  // `pending` holds the URLs asked for and not shown yet, oldest first: the URL reaching one of
  // them drops it and those before it; the URL going anywhere else (back, forward, a link) drops
  // them all and the URL's search is the one to build on. A layout effect, so that no choice can
  // come between a URL's render and this bookkeeping.
  const asked = useRef(filters);
  const pending = useRef<string[]>([]);
  const shown = params.toString();
  useLayoutEffect(() => {
    const reached = pending.current.indexOf(shown);
    pending.current = reached === -1 ? [] : pending.current.slice(reached + 1);
    if (pending.current.length === 0) asked.current = filters;
  }, [shown, filters]);
  const go = (next: SearchFilters) => {
    const search = writeSearch(next);
    asked.current = next;
    pending.current.push(search.toString());
    setParams(search);
  };
  const change = (change: Partial<SearchFilters>) => go(withFilters(asked.current, change));
  const toPage = (page: number) => {
    change({ page });
    listRef.current?.scrollTo({ top: 0 });
  };
  const open = openKey ? items.find((item) => item.listingKey === openKey) : undefined;
  const showMap = isDesktop || view === 'map';

  return (
    <div className="flex h-[calc(100dvh-4rem)] flex-col bg-slate-50">
      <FiltersBar filters={filters} onChange={change} />
      {toolbar ? (
        <div className="flex justify-end border-b border-slate-200 bg-white px-4 py-2 sm:px-6">
          {toolbar}
        </div>
      ) : null}
      <div className="relative flex min-h-0 flex-1">
        <section
          ref={listRef}
          aria-labelledby="search-title"
          className={cx(
            'min-h-0 w-full overflow-y-auto overscroll-contain lg:w-[55%]',
            showMap && !isDesktop ? 'hidden' : '',
          )}
        >
          <ResultsPanel
            read={read}
            results={results}
            filters={filters}
            highlightedKey={highlighted}
            showInList={role === 'buyer'}
            onChange={change}
            onClear={() => go({})}
            onPage={toPage}
            onOpen={setOpenKey}
            onHighlight={setHighlighted}
          />
        </section>
        {showMap ? (
          <div className="absolute inset-0 isolate flex flex-col lg:static lg:flex-1 lg:border-l lg:border-slate-200">
            <div className="relative min-h-0 flex-1">
              <MapPanel
                items={items}
                highlightedKey={highlighted}
                onHighlight={setHighlighted}
                onOpen={setOpenKey}
                onSearchArea={(bbox) => change({ bbox })}
                bbox={filters.bbox}
                className="size-full"
              />
              {isDesktop ? null : <ViewToggle view={view} onChange={setView} />}
            </div>
            {/* A phone's map hides the list: the page's disclaimers go under the map instead. */}
            {isDesktop ? null : (
              <ListingDisclaimers
                disclaimers={results.data?.disclaimers ?? []}
                label={labels.property.listingData}
                className="border-t border-slate-200 bg-white px-4 py-2"
              />
            )}
          </div>
        ) : isDesktop ? null : (
          <ViewToggle view={view} onChange={setView} />
        )}
      </div>
      {openKey ? (
        <Suspense fallback={null}>
          <PropertyDialog
            listingKey={openKey}
            open
            onOpenChange={(next) => {
              if (!next) setOpenKey(null);
            }}
            // A report is read only for a home on a list the viewer sees (ADR 041): not asked for
            // (and refused with a 404) for any other result.
            aiReport={open?.inMyList ?? false}
            actions={
              role === 'buyer' ? (
                <AddToListAction listingKey={openKey} inMyList={open?.inMyList ?? false} />
              ) : role === 'realtor' ? (
                <Suspense fallback={null}>
                  <SendToBuyersAction
                    listingKey={openKey}
                    notForClients={open?.notForClients ?? false}
                  />
                </Suspense>
              ) : undefined
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
};
