import { z } from 'zod/mini';
import { tourMessages } from '../messages/tours';
import { collaboration, tourVerdicts } from '../rules/collaboration';
import { addressDisplays } from '../rules/display-rules';
import { tourStates } from '../rules/tour-states';
import { usernameSchema } from './auth';
import { listingAttributionSchema, listingKeySchema } from './listings';

/** An instant as ISO 8601 with its offset (`Z` or `+02:00`); stored and answered in UTC. */
const instantSchema = z.iso.datetime({ offset: true });

/** One time window of a tour: the buyer's preferred ones, and the realtor's proposals. */
export const tourWindowSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  /** `preferred`: named by the buyer; `proposed`: by the realtor. */
  by: z.enum(['buyer', 'realtor']),
});
export type TourWindow = z.infer<typeof tourWindowSchema>;

/** A tour request as either side sees it. */
export const tourSchema = z.object({
  id: z.string(),
  listingKey: z.string(),
  /** The full address (street, city, state and ZIP), or null when the replica lacks the home. */
  address: z.nullable(z.string()),
  /**
   * Set when the seller opted out of address display (REQ-DISPLAY-ADDRESS): a buyer's `address`
   * is then city, state and ZIP only (`on-request`); a realtor's is whole (`not-for-clients`).
   */
  addressDisplay: z.optional(z.enum(addressDisplays)),
  /** The home's attribution line (REQ-DISPLAY-ATTRIBUTION); null when the replica lacks it. */
  attribution: listingAttributionSchema,
  /** The disclaimer of the home's MLS with the time its data was obtained; null likewise. */
  disclaimer: z.nullable(z.string()),
  /** The home's IANA time zone: its showings' times are read and shown on its clock. */
  timeZone: z.string(),
  buyer: z.object({ username: z.string(), name: z.string() }),
  /** Null once the realtor's account is deleted. */
  realtor: z.nullable(z.object({ username: z.string(), name: z.string() })),
  state: z.enum(tourStates),
  windows: z.array(tourWindowSchema),
  /** The window it happens in, once confirmed (and after). */
  confirmedWindowId: z.nullable(z.string()),
  /** The realtor's latest proposed window while `proposed`. */
  proposedWindowId: z.nullable(z.string()),
  note: z.string(),
  /** A decline's or cancellation's reason. */
  reason: z.nullable(z.string()),
  /** The states the caller may move it to now (`allowedTourTransitions`). */
  allowed: z.array(z.enum(tourStates)),
  /** The home went Pending (or left the market) after the tour was confirmed. */
  flagged: z.boolean(),
  /** Realtor only: ids of the realtor's other confirmed tours that overlap this one. */
  overlaps: z.array(z.string()),
  /** Completed, and the buyer has not given a verdict yet (asked of the buyer). */
  verdictPending: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tour = z.infer<typeof tourSchema>;

/** POST /{product}/tours: `{listingKey, windows: [{start, end}], note}`, by a buyer. */
export const createTourBodySchema = z.strictObject({
  listingKey: listingKeySchema,
  windows: z
    .array(z.strictObject({ start: instantSchema, end: instantSchema }))
    .check(
      z.minLength(1, tourMessages.windowsCount),
      z.maxLength(collaboration.tourMaxWindows, tourMessages.windowsCount),
    ),
  note: z._default(z.string().check(z.trim(), z.maxLength(collaboration.tourNoteMaxLength)), ''),
});

/**
 * GET /{product}/tours?buyer=&listingKey=&offset=&limit=: the caller's tours (a realtor's: all their
 * buyers', or one's; of one home with `listingKey`), a page in the itinerary's order.
 */
export const toursQuerySchema = z.object({
  buyer: z.optional(usernameSchema),
  listingKey: z.optional(listingKeySchema),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(collaboration.tourPageMax)),
    collaboration.tourPageSize,
  ),
});
export const toursResponseSchema = z.object({
  items: z.array(tourSchema),
  /** The offset of the next page, or null when this one is the last. */
  nextOffset: z.nullable(z.number()),
});
export type ToursResponse = z.infer<typeof toursResponseSchema>;

export const tourParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** POST /{product}/tours/{id}/transition: `{to, windowId?, proposedStart?, reason?}`. */
export const tourTransitionBodySchema = z.strictObject({
  to: z.enum(tourStates),
  /** `confirmed` from `requested`: which of the buyer's windows. */
  windowId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** `proposed`: the new time (lasting `collaboration.tourProposalMs`). */
  proposedStart: z.optional(instantSchema),
  /** `declined` (required) and `canceled` (optional). */
  reason: z.optional(z.string().check(z.trim(), z.maxLength(collaboration.tourNoteMaxLength))),
});

/** POST /{product}/tours/{id}/verdict: the buyer, once completed; saved as the buyer's note. */
export const tourVerdictBodySchema = z.strictObject({
  verdict: z.enum(tourVerdicts),
  note: z._default(z.string().check(z.trim(), z.maxLength(collaboration.tourNoteMaxLength)), ''),
  /**
   * The note's visibility; shared with the realtor unless said. `household` (ADR 049): for the
   * household's members alone.
   */
  visibility: z._default(z.enum(['private', 'household', 'shared']), 'shared'),
});
