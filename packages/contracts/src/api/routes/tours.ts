import { z } from 'zod/mini';
import {
  createTourBodySchema,
  tourParamsSchema,
  tourSchema,
  tourTransitionBodySchema,
  tourVerdictBodySchema,
  toursQuerySchema,
  toursResponseSchema,
} from '../tours';
import { apiRoute } from '../route';

/** The `.ics` file: RFC 5545 text, not JSON. */
const calendarSchema = z.string();

/**
 * Tour requests (ADR 034): a buyer asks their realtor; the states and who moves them are
 * `tourTransitions`; anything else is a 409 naming the allowed ones. Someone else's tour is a 404.
 */
export const tourRoutes = {
  /** The caller's tours by time: a buyer's own, a realtor's buyers' (`?buyer=` one of them). */
  tours: apiRoute({
    method: 'GET',
    path: '/:product/tours',
    access: 'signed-in',
    tag: 'tours',
    query: toursQuerySchema,
    ok: { 200: toursResponseSchema },
    errors: [400, 401, 404],
  }),
  /**
   * A buyer, for a home on their list that may be toured now, with no open tour of it (else 409
   * with the reason); at most `collaboration.tourRequestsMax` an hour (then 429).
   */
  requestTour: apiRoute({
    method: 'POST',
    path: '/:product/tours',
    access: 'signed-in',
    tag: 'tours',
    body: createTourBodySchema,
    ok: { 201: tourSchema },
    errors: [400, 401, 403, 404, 409, 429],
  }),
  transitionTour: apiRoute({
    method: 'POST',
    path: '/:product/tours/:id/transition',
    access: 'signed-in',
    tag: 'tours',
    params: tourParamsSchema,
    body: tourTransitionBodySchema,
    ok: { 200: tourSchema },
    errors: [400, 401, 404, 409],
  }),
  /** The buyer's Love / Maybe / No after a completed tour, saved as their note on the home. */
  tourVerdict: apiRoute({
    method: 'POST',
    path: '/:product/tours/:id/verdict',
    access: 'signed-in',
    tag: 'tours',
    params: tourParamsSchema,
    body: tourVerdictBodySchema,
    ok: { 200: tourSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  /** A confirmed (or completed) tour as an RFC 5545 event, for both sides; otherwise 409. */
  tourCalendar: apiRoute({
    method: 'GET',
    path: '/:product/tours/:id.ics',
    access: 'signed-in',
    tag: 'tours',
    params: tourParamsSchema,
    produces: 'text/calendar',
    ok: { 200: calendarSchema },
    errors: [400, 401, 404, 409],
  }),
} as const;
