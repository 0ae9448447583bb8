import { openTourStates, type Tour } from '@rela/contracts';

/** The window a tour is about now: the confirmed one, else the proposal, else the first asked. */
export const mainWindow = (tour: Tour) =>
  tour.windows.find((window) => window.id === tour.confirmedWindowId) ??
  tour.windows.find((window) => window.id === tour.proposedWindowId) ??
  tour.windows.find((window) => window.by === 'buyer') ??
  tour.windows[0];

/**
 * The itinerary: upcoming (still open and not over yet) soonest first, past the latest first; a
 * completed tour still waiting for the buyer's verdict is at the top of the past.
 */
export const itinerary = (tours: readonly Tour[], now = Date.now()) => {
  const time = (tour: Tour) => Date.parse(mainWindow(tour)?.start ?? tour.createdAt);
  const over = (tour: Tour) => {
    const window = mainWindow(tour);
    const ends = window ? Date.parse(window.end) : Date.parse(tour.createdAt);
    return ends < now;
  };
  const upcoming = tours
    .filter((tour) => openTourStates.includes(tour.state) && !over(tour))
    .sort((a, b) => time(a) - time(b));
  const past = tours
    .filter((tour) => !upcoming.includes(tour))
    .sort((a, b) => Number(b.verdictPending) - Number(a.verdictPending) || time(b) - time(a));
  return { upcoming, past };
};
