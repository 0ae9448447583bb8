import {
  fairHousingClasses,
  fairHousingSurfaces,
  noteVisibilities,
  removalReasons,
  tourStates,
  tourVerdicts,
} from '@rela/contracts';
import { z } from 'zod';

/**
 * Every fact one module tells others (ADR 043), declared once with its schema: the producer
 * emits it in the transaction of the change (`emit(tx, event)`), and each subscriber (declared in
 * its consumer module) gets it once, later, from the durable jobs queue. `at` is the change's
 * time on the producer's clock.
 */
const id = z.string().min(1);
const at = z.iso.datetime({ offset: true });
const listingKey = z.string().min(1);

/** A note became shared (written so, or made so by an edit), or a shared note's text changed. */
const noteShared = z.object({
  type: z.literal('note-shared'),
  noteId: id,
  buyerId: id,
  listingKey,
  authorId: id,
  /** The thread's other side: the buyer, or the buyer's own realtor; null when there is none. */
  recipientId: id.nullable(),
  /**
   * Everyone told (ADR 049): a `household` note's other members; a `shared` note's other members
   * and the realtor. Absent in events written before households: `recipientId` alone.
   */
  recipientIds: z.array(id).optional(),
  /** `household`: for the household's members alone, never the realtor (ADR 049). */
  visibility: z.enum(['household', 'shared']).optional(),
  text: z.string(),
  /** `shared`: it has just become shared; `edited`: a shared note's text changed. */
  change: z.enum(['shared', 'edited']),
  at,
});

/**
 * A shared note made "Only me" by an edit, or deleted: what told of it is taken back. A `shared`
 * note made `household` (ADR 049) takes back only the realtor's: `noticesOf` names whose notices go.
 */
const noteUnshared = z.object({
  type: z.literal('note-unshared'),
  noteId: id,
  buyerId: id,
  listingKey,
  authorId: id,
  noticesOf: z.array(id).optional(),
  at,
});

/** A reader read a thread: the other side's shared notes in it (their notices are read too). */
const noteThreadRead = z.object({
  type: z.literal('note-thread-read'),
  readerId: id,
  noteIds: z.array(id).min(1),
  at,
});

/** A tour's time on the home's clock, its zone named; the `.ics` of a confirmed one. */
const tourTold = {
  tourId: id,
  listingKey,
  address: z.string(),
  buyerName: z.string(),
  when: z.string().nullable(),
};

/** A buyer asked their realtor for a tour (REQ-TOUR-*, ADR 034). */
const tourRequested = z.object({
  type: z.literal('tour-requested'),
  ...tourTold,
  /** The household (ADR 049); `actorId` the member who asked (absent before households). */
  buyerId: id,
  actorId: id.optional(),
  realtorId: id,
  at,
});

/** A tour moved to another state; `userId` is the side that did not make the change. */
const tourChanged = z.object({
  type: z.literal('tour-changed'),
  ...tourTold,
  userId: id,
  state: z.enum(tourStates),
  calendar: z.object({ filename: z.string(), content: z.string() }).optional(),
  at,
});

/** The buyer's Love / Maybe / No after a completed tour, with their words and who may read them. */
const tourVerdictGiven = z.object({
  type: z.literal('tour-verdict-given'),
  tourId: id,
  buyerId: id,
  /** The member who gave it (ADR 049; absent before households: the buyer whose id `buyerId` is). */
  actorId: id.optional(),
  listingKey,
  verdict: z.enum(tourVerdicts),
  note: z.string(),
  visibility: z.enum(noteVisibilities),
  at,
});

/** A realtor's send, or an approved suggestion (`suggestionId`), added homes to a buyer's list. */
const homesSent = z.object({
  type: z.literal('homes-sent'),
  buyerId: id,
  senderId: id,
  listingKeys: z.array(listingKey).min(1),
  suggestionId: id.optional(),
  at,
});

/**
 * What a buyer did to one of their own homes (REQ-HOMES-*): liked, unliked, removed, restored, added.
 * `buyerId` is the list's household (ADR 049); `actorId` the member who did it (absent in events
 * written before households: the buyer whose id the household has).
 */
const buyerHome = { buyerId: id, actorId: id.optional(), listingKey, at };
const homeLiked = z.object({ type: z.literal('home-liked'), ...buyerHome });
const homeUnliked = z.object({ type: z.literal('home-unliked'), ...buyerHome });
const homeRemoved = z.object({
  type: z.literal('home-removed'),
  ...buyerHome,
  reason: z.enum(removalReasons).optional(),
  /** The removal this home went in (one undo token, how many homes): one notice tells it. */
  removal: z.object({ undoToken: z.string(), homes: z.number().int().positive() }).optional(),
});
/** An undone removal (REQ-HOMES-UNDO). */
const homeRestored = z.object({ type: z.literal('home-restored'), ...buyerHome });
/** A buyer added a home to their own list from the search (REQ-HOMES-ADD). */
const homeAdded = z.object({ type: z.literal('home-added'), ...buyerHome });

/** A buyer told their realtor what looks wrong with a listing (REQ-PROBLEM-REPORT, ADR 048). */
const listingProblemReported = z.object({
  type: z.literal('listing-problem-reported'),
  reportId: id,
  buyerId: id,
  realtorId: id,
  listingKey,
  text: z.string(),
  at,
});

/**
 * A screened text asked or said something by a protected characteristic (ADR 050): Rela redirected
 * a chat turn (`chat-in`), replaced its answer (`chat-out`) or a report's text (`report`). `userId`
 * is whose turn or answer (none for a report); `excerpt` a short part around what was found.
 */
const fairHousingScreened = z.object({
  type: z.literal('fair-housing-screened'),
  surface: z.enum(fairHousingSurfaces),
  class: z.enum(fairHousingClasses),
  userId: id.nullable(),
  excerpt: z.string(),
  at,
});

/**
 * The MLS data became older than the display rules allow (REQ-DATA-FRESHNESS, ADR 048): one
 * event per incident, for the company owners' notices.
 */
const mlsDataStale = z.object({
  type: z.literal('mls-data-stale'),
  incidentId: id,
  /** The last successful sync (null: none yet). */
  lastSyncAt: at.nullable(),
  maxDataAgeHours: z.number(),
  at,
});

/** Someone registered from a household invitation and joined it (REQ-HOUSEHOLD-JOIN, ADR 049). */
const householdMemberJoined = z.object({
  type: z.literal('household-member-joined'),
  householdId: id,
  userId: id,
  invitedBy: id,
  at,
});

/**
 * A member left a household, or its realtor removed them (REQ-HOUSEHOLD-LEAVE, ADR 049): they now
 * have `newHouseholdId` of their own; with `keepCopy` the list is copied there with their likes,
 * and their private notes move there.
 */
const householdMemberLeft = z.object({
  type: z.literal('household-member-left'),
  householdId: id,
  newHouseholdId: id,
  userId: id,
  /** The leaver, or the realtor who removed them. */
  by: id,
  keepCopy: z.boolean(),
  at,
});

/** A user was deleted (REQ-TEAM-*, ADR 011): what other modules kept of them is cleaned up. */
const userDeleted = z.object({ type: z.literal('user-deleted'), userId: id, at });

/**
 * A listing changed in the MLS replica (ADR 021, 028). Its durable log is `replica_events`,
 * written in the sync's own transaction and read by the alerts' fan-out from its cursor, in
 * batches: it is never emitted as jobs (ADR 043). Declared here so its shape is one.
 */
export const listingChangedSchema = z.object({
  type: z.literal('listing-changed'),
  listingKey,
  kind: z.enum([
    'new_listing',
    'price_change',
    'status_change',
    'back_on_market',
    'off_market',
    'photos_changed',
  ]),
  before: z.unknown(),
  after: z.unknown(),
  at,
});

/** The facts that travel through `emit`: one schema each, told apart by `type`. */
export const emittedEventSchema = z.discriminatedUnion('type', [
  noteShared,
  noteUnshared,
  noteThreadRead,
  tourRequested,
  tourChanged,
  tourVerdictGiven,
  homesSent,
  homeLiked,
  homeUnliked,
  homeRemoved,
  homeRestored,
  homeAdded,
  userDeleted,
  householdMemberJoined,
  householdMemberLeft,
  listingProblemReported,
  mlsDataStale,
  fairHousingScreened,
]);

export type DomainEvent = z.infer<typeof emittedEventSchema>;
export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
export type ListingChanged = z.infer<typeof listingChangedSchema>;

/** Every type of the catalogue, those emitted and the replica's. */
export const eventTypes = [
  ...emittedEventSchema.options.map((option) => option.shape.type.value),
  listingChangedSchema.shape.type.value,
] as const;
