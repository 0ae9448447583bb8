import { useCallback, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { tourMessages, type Tour } from '@rela/contracts';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/session-context';
import { labels } from '../../lib/labels';
import { ListingDisclaimers, PropertyDialog } from '../../listing/components';
import { useListingImages } from '../../listing/model/listing-images';
import { toursQueryOptions } from './api/tours-api';
import { TourCard } from './components/tour-card';
import { itinerary } from './tour-order';

/**
 * The tour a notice pointed at (`/tours?tour=`): scrolled into view and given the focus once, when
 * its card first shows.
 */
const useSelectedTour = () => {
  const selected = useSearchParams()[0].get('tour');
  const shown = useRef<string | null>(null);
  const reach = useCallback(
    (element: HTMLLIElement | null) => {
      if (!element || !selected || shown.current === selected) return;
      shown.current = selected;
      element.scrollIntoView?.({ block: 'center' });
      element.focus({ preventScroll: true });
    },
    [selected],
  );
  return { selected, reach };
};

type Cards = {
  viewer: string | null;
  selected: ReturnType<typeof useSelectedTour>;
  /** Every tour loaded, for the overlap warnings' names. */
  all: readonly Tour[];
  photos: Readonly<Record<string, readonly string[]>> | undefined;
  onOpenHome: (tour: Tour) => void;
};

const Section = ({
  title,
  tours,
  cards: { viewer, selected, all, photos, onOpenHome },
}: {
  title: string;
  tours: Tour[];
  cards: Cards;
}) =>
  tours.length === 0 ? null : (
    <section aria-labelledby={`tours-${title}`} className="mt-8 first:mt-6">
      <h2
        id={`tours-${title}`}
        className="text-sm font-semibold tracking-wide text-slate-500 uppercase"
      >
        {title} <span className="text-slate-500">· {tours.length}</span>
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {tours.map((tour) => (
          <li
            key={tour.id}
            {...(tour.id === selected.selected
              ? {
                  ref: selected.reach,
                  tabIndex: -1,
                  'aria-current': true,
                  className: 'scroll-mt-24 rounded-2xl focus:outline-none',
                }
              : {})}
          >
            <TourCard
              tour={tour}
              viewer={viewer}
              photo={photos ? (photos[tour.listingKey]?.[0] ?? null) : undefined}
              others={all}
              onOpenHome={onOpenHome}
              highlighted={tour.id === selected.selected}
            />
          </li>
        ))}
      </ul>
    </section>
  );

/**
 * `/tours`: the itinerary of the signed-in buyer's or realtor's tours (ADR 034), a page at a time
 * ("Show more"); each card's photo or address opens the home's dialog. The homes' disclaimers
 * close the list (REQ-DISPLAY-ATTRIBUTION).
 */
export const ToursPage = () => {
  const viewer = useSession().username;
  const tours = useInfiniteQuery(toursQueryOptions());
  const selected = useSelectedTour();
  const all = tours.data?.pages.flatMap((page) => page.items) ?? [];
  const { upcoming, past } = itinerary(all);
  const photos = useListingImages([...new Set(all.map((tour) => tour.listingKey))]).data;
  const [home, setHome] = useState<Tour | null>(null);
  const cards: Cards = { viewer, selected, all, photos, onOpenHome: setHome };
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{tourMessages.itinerary}</h1>
      {tours.isPending ? (
        <p role="status" className="mt-10 flex items-center justify-center gap-3 text-slate-600">
          <Spinner />
          <span className="sr-only">{tourMessages.itinerary}</span>
        </p>
      ) : tours.isError ? (
        <Alert className="mt-6">
          {tourMessages.loadFailed}{' '}
          <Button variant="link" onClick={() => void tours.refetch()}>
            {tourMessages.retry}
          </Button>
        </Alert>
      ) : upcoming.length + past.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-slate-600">
          {tourMessages.itineraryEmpty}
        </p>
      ) : (
        <>
          <Section title={tourMessages.upcoming} tours={upcoming} cards={cards} />
          <Section title={tourMessages.past} tours={past} cards={cards} />
          {tours.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                busy={tours.isFetchingNextPage}
                disabled={tours.isFetchingNextPage}
                onClick={() => void tours.fetchNextPage()}
              >
                {tourMessages.showMore}
              </Button>
            </div>
          ) : null}
          <ListingDisclaimers
            disclaimers={[...upcoming, ...past].map((tour) => tour.disclaimer)}
            label={labels.property.listingData}
            className="mt-8"
          />
        </>
      )}
      {home ? (
        <PropertyDialog
          listingKey={home.listingKey}
          open
          onOpenChange={(next) => {
            if (!next) setHome(null);
          }}
          thread={
            home.buyer.username === viewer
              ? { side: 'buyer' }
              : { side: 'realtor', buyer: home.buyer.username }
          }
        />
      ) : null}
    </div>
  );
};
