import { useCallback, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { tourMessages, type Tour } from '@rela/contracts';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/session-context';
import { toursQueryOptions } from '../../listing/tours/tours-api';
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

const Section = ({
  title,
  tours,
  viewer,
  selected,
}: {
  title: string;
  tours: Tour[];
  viewer: string | null;
  selected: ReturnType<typeof useSelectedTour>;
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
            <TourCard tour={tour} viewer={viewer} highlighted={tour.id === selected.selected} />
          </li>
        ))}
      </ul>
    </section>
  );

/** `/tours`: the itinerary of the signed-in buyer's or realtor's tours (issue 23). */
export const ToursPage = () => {
  const viewer = useSession().username;
  const tours = useQuery(toursQueryOptions());
  const selected = useSelectedTour();
  const { upcoming, past } = itinerary(tours.data?.items ?? []);
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
          <Section
            title={tourMessages.upcoming}
            tours={upcoming}
            viewer={viewer}
            selected={selected}
          />
          <Section title={tourMessages.past} tours={past} viewer={viewer} selected={selected} />
        </>
      )}
    </div>
  );
};
