import { itineraryOf, mainTourWindow, type Tour } from '@rela/contracts';

/** The window a tour is about now: the confirmed one, else the proposal, else the first asked. */
export const mainWindow = (tour: Tour) => mainTourWindow(tour);

/**
 * The itinerary (the server pages the list in the same order): upcoming (still open and not over
 * yet) soonest first, past the latest first, a completed tour still waiting for the buyer's
 * verdict at the top of the past.
 */
export const itinerary = (tours: readonly Tour[], now = Date.now()) => itineraryOf(tours, now);
