import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  collaboration,
  tourRoutes,
  type Tour,
  type TourState,
  type TourVerdict,
} from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** Every tours query starts with this key; a change refreshes them all. */
export const toursQueryKey = ['tours'] as const;

/**
 * GET tours: the signed-in buyer's, or the realtor's buyers', a page at a time in the itinerary's
 * order (upcoming first); "Show more" asks the next.
 */
export const toursQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...toursQueryKey, 'pages'],
    queryFn: ({ signal, pageParam }) =>
      call(tourRoutes.tours, {
        query: { offset: pageParam, limit: collaboration.tourPageSize },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  });

/** GET tours?listingKey=: the caller's tours of one home (the request dialog's "already"). */
export const homeToursQueryOptions = (listingKey: string) =>
  queryOptions({
    queryKey: [...toursQueryKey, 'home', listingKey],
    queryFn: ({ signal }) =>
      call(tourRoutes.tours, {
        query: { listingKey, offset: 0, limit: collaboration.tourPageMax },
        signal,
      }),
  });

/** GET tours: the caller's first page, upcoming first (the request dialog's clashes). */
export const myToursQueryOptions = () =>
  queryOptions({
    queryKey: [...toursQueryKey, 'mine'],
    queryFn: ({ signal }) =>
      call(tourRoutes.tours, { query: { offset: 0, limit: collaboration.tourPageMax }, signal }),
  });

export type TourWindowInput = { start: string; end: string };

/** POST tours: a buyer's request of a home on their list. */
export const useRequestTour = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { listingKey: string; windows: TourWindowInput[]; note: string }) =>
      call(tourRoutes.requestTour, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: toursQueryKey }),
  });
};

export type TourChange = {
  to: TourState;
  windowId?: string;
  proposedStart?: string;
  reason?: string;
};

/** POST tours/{id}/transition; the list is asked again whatever the answer (a 409 means it moved). */
export const useTourTransition = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TourChange) => call(tourRoutes.transitionTour, { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: toursQueryKey }),
  });
};

/** POST tours/{id}/verdict: Love / Maybe / No and a note, saved as the buyer's note. */
export const useTourVerdict = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { verdict: TourVerdict; note: string }) =>
      call(tourRoutes.tourVerdict, { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: toursQueryKey }),
  });
};

/** GET tours/{id}.ics with the session's token, handed to the browser as a file download. */
export const downloadTourCalendar = async (tour: Pick<Tour, 'id'>) => {
  const text = await call(tourRoutes.tourCalendar, { params: { id: tour.id } });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `rela-tour-${tour.id.slice(0, 8)}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
