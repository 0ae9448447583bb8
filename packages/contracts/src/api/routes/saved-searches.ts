import {
  createSavedSearchBodySchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  savedSearchesResponseSchema,
  suggestionParamsSchema,
  suggestionsResponseSchema,
} from '../alerts';
import { apiRoute } from '../route';
import { z } from 'zod/mini';

/** A saved search's delete, a suggestion's approval or dismissal: what is left of it. */
const doneSchema = z.object({ id: z.string() });

/**
 * Saved searches and the realtor's concierge suggestions (ADR 031). A buyer saves their own; a
 * realtor saves one for a buyer of their own (`buyerUsername`, `concierge`); anyone else's buyer is
 * a 404 like the other buyer calls.
 */
export const savedSearchRoutes = {
  /** The caller's saved searches: a buyer's own (whoever made them), a realtor's for their buyers. */
  savedSearches: apiRoute({
    method: 'GET',
    path: '/:product/saved-searches',
    access: 'signed-in',
    tag: 'saved-searches',
    ok: { 200: savedSearchesResponseSchema },
    errors: [401],
  }),
  createSavedSearch: apiRoute({
    method: 'POST',
    path: '/:product/saved-searches',
    access: 'signed-in',
    tag: 'saved-searches',
    body: createSavedSearchBodySchema,
    ok: { 201: savedSearchSchema },
    /** 409: the buyer already keeps `limits.savedSearchesPerBuyer` searches. */
    errors: [400, 401, 404, 409],
  }),
  /** Only its creator or its buyer; after it, the search makes nothing more. */
  deleteSavedSearch: apiRoute({
    method: 'DELETE',
    path: '/:product/saved-searches/:id',
    access: 'signed-in',
    tag: 'saved-searches',
    params: savedSearchParamsSchema,
    ok: { 200: doneSchema },
    errors: [400, 401, 404],
  }),
  /** A realtor's pending suggestions, each naming its buyer, newest first. */
  suggestions: apiRoute({
    method: 'GET',
    path: '/:product/suggestions',
    access: 'signed-in',
    tag: 'saved-searches',
    ok: { 200: suggestionsResponseSchema },
    errors: [401],
  }),
  /**
   * Adds the home to the buyer's list (the buyer hears "{realtor} added 1 home"). A suggestion is
   * decided once: approving or dismissing one already decided (or being decided) is a 409.
   */
  approveSuggestion: apiRoute({
    method: 'POST',
    path: '/:product/suggestions/:id/approve',
    access: 'signed-in',
    tag: 'saved-searches',
    params: suggestionParamsSchema,
    ok: { 200: doneSchema },
    errors: [400, 401, 404, 409],
  }),
  dismissSuggestion: apiRoute({
    method: 'POST',
    path: '/:product/suggestions/:id/dismiss',
    access: 'signed-in',
    tag: 'saved-searches',
    params: suggestionParamsSchema,
    ok: { 200: doneSchema },
    errors: [400, 401, 404, 409],
  }),
} as const;
