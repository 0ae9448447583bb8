/**
 * The rules of working together on a home (ADRs 032 to 034): notes, the realtor's activity feed and
 * tour requests. The server enforces them and the web app shows them from these values alone.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const collaboration = {
  /** A note is plain text of at most this many characters (links shown as text). */
  noteMaxLength: 2_000,
  /** Every new note starts with this visibility; "Only me" is chosen per note, never kept. */
  noteDefaultVisibility: 'shared' as NoteVisibility,
  /** Its author may edit a note this long after writing it; deleting has no limit. */
  noteEditWindowMs: 15 * MINUTE,
  /** A buyer's opening of one home's dialog is recorded at most once in this long. */
  viewDedupeMs: 30 * MINUTE,
  /**
   * "Hot": a buyer opened a home on this many distinct visits within `hotOpensWithinMs`: a visit
   * is a recorded open, so opens within `viewDedupeMs` of the last recorded one are one visit, ...
   */
  hotOpens: 3,
  hotOpensWithinMs: 7 * DAY,
  /** ... or liked it this long ago without asking for a tour since. */
  hotLikedWithoutTourMs: 48 * HOUR,
  /** A tour request names 1 to this many preferred windows, ... */
  tourMaxWindows: 3,
  /** ... each starting in the future and ending within this long from now, ... */
  tourHorizonMs: 14 * DAY,
  /** ... at least this long and at most `tourWindowMaxMs`. */
  tourWindowMinMs: 15 * MINUTE,
  tourWindowMaxMs: 8 * HOUR,
  /** A time the realtor proposes (`proposedStart`) lasts this long. */
  tourProposalMs: HOUR,
  /** A tour request's note, and a decline's reason, at most this long. */
  tourNoteMaxLength: 500,
  /** A buyer asks for at most this many tours in `tourRequestWindowMs` (REQ-TOUR-LIMIT). */
  tourRequestsMax: 10,
  tourRequestWindowMs: HOUR,
  /** The tour list is answered in pages of this many (at most `tourPageMax`). */
  tourPageSize: 20,
  tourPageMax: 100,
} as const;

/** Why a buyer removed a home: the optional chip of the remove confirmation. */
export const removalReasons = ['price', 'location', 'condition', 'size', 'other'] as const;
export type RemovalReason = (typeof removalReasons)[number];

/**
 * A note's visibility (ADR 049): its author alone (`private`), the buyer's household
 * (`household`: its members, not the realtor), or the household and its realtor (`shared`, the
 * thread's other side). A realtor writes `private` or `shared`.
 */
export const noteVisibilities = ['private', 'household', 'shared'] as const;
export type NoteVisibility = (typeof noteVisibilities)[number];

/** What the feed records of a buyer (for their realtor). */
export const activityKinds = [
  'viewed',
  'liked',
  'unliked',
  'removed',
  'noted',
  'tour-requested',
  'added-from-search',
  'problem-reported',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** Why a home is Hot on the realtor's tiles and feed. */
export const hotReasons = ['opened-often', 'liked-no-tour'] as const;
export type HotReason = (typeof hotReasons)[number];

/** A tour's verdict after it is completed (saved as a note). */
export const tourVerdicts = ['love', 'maybe', 'no'] as const;
export type TourVerdict = (typeof tourVerdicts)[number];
