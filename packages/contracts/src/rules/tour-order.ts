import { openTourStates, type TourState } from './tour-states';

type Window = { id: string; start: string; end: string; by: 'buyer' | 'realtor' };
type Ordered = {
  id: string;
  state: TourState;
  windows: readonly Window[];
  confirmedWindowId: string | null;
  proposedWindowId: string | null;
  verdictPending: boolean;
  createdAt: string;
};

/** The window a tour is about now: the confirmed one, else the proposal, else the first asked. */
export const mainTourWindow = <W extends Pick<Window, 'id' | 'by'>>(tour: {
  windows: readonly W[];
  confirmedWindowId: string | null;
  proposedWindowId: string | null;
}): W | undefined =>
  tour.windows.find((window) => window.id === tour.confirmedWindowId) ??
  tour.windows.find((window) => window.id === tour.proposedWindowId) ??
  tour.windows.find((window) => window.by === 'buyer') ??
  tour.windows[0];

/**
 * The itinerary (ADR 034): upcoming (still open and not over yet) soonest first, past the latest
 * first, a completed tour still waiting for the buyer's verdict at the top of the past. The server
 * pages the tour list in this order and the web app splits it the same way.
 */
export const itineraryOf = <T extends Ordered>(tours: readonly T[], now: number) => {
  const time = (tour: T) => Date.parse(mainTourWindow(tour)?.start ?? tour.createdAt);
  const over = (tour: T) => {
    const window = mainTourWindow(tour);
    return (window ? Date.parse(window.end) : Date.parse(tour.createdAt)) < now;
  };
  const upcoming = tours
    .filter((tour) => openTourStates.includes(tour.state) && !over(tour))
    .sort((a, b) => time(a) - time(b) || a.id.localeCompare(b.id));
  const past = tours
    .filter((tour) => !upcoming.includes(tour))
    .sort(
      (a, b) =>
        Number(b.verdictPending) - Number(a.verdictPending) ||
        time(b) - time(a) ||
        a.id.localeCompare(b.id),
    );
  return { upcoming, past };
};

/** Two windows overlap when each starts before the other ends (back-to-back ones do not). */
export const windowsOverlap = (
  a: { start: string; end: string },
  b: { start: string; end: string },
) => Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

/**
 * The times a tour still holds: the confirmed window, else the realtor's proposal, else every
 * window the buyer asked for (any of them may be the one confirmed). None once it is closed.
 */
export const heldTourWindows = <W extends Window>(tour: {
  state: TourState;
  windows: readonly W[];
  confirmedWindowId: string | null;
  proposedWindowId: string | null;
}): W[] => {
  if (!openTourStates.includes(tour.state)) return [];
  const chosen = tour.windows.find(
    (window) => window.id === (tour.confirmedWindowId ?? tour.proposedWindowId),
  );
  return chosen ? [chosen] : tour.windows.filter((window) => window.by === 'buyer');
};

/**
 * The buyer's other open tours a new window would clash with (REQ-TOUR-OVERLAP): tours of other
 * homes holding a time that overlaps it, each with its overlapping window.
 */
export const clashingTours = <W extends Window, T extends Parameters<typeof heldTourWindows<W>>[0]>(
  window: { start: string; end: string },
  tours: readonly (T & { listingKey: string })[],
  listingKey: string,
) =>
  tours.flatMap((tour) => {
    if (tour.listingKey === listingKey) return [];
    const held = heldTourWindows(tour).find((other) => windowsOverlap(other, window));
    return held ? [{ tour, window: held }] : [];
  });
