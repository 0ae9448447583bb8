/**
 * The tour request's states and who may move it where (ADR 034): the single table the server
 * enforces (any other change answers 409 with the allowed ones) and the web app's buttons read.
 */
export const tourStates = [
  'requested',
  'proposed',
  'confirmed',
  'declined',
  'canceled',
  'completed',
] as const;
export type TourState = (typeof tourStates)[number];

/** The two sides of a tour: the buyer who asks, and that buyer's realtor. */
export type TourSide = 'buyer' | 'realtor';

/**
 * Every allowed change, and which side makes it:
 * requested -> confirmed (realtor picks a window), proposed (realtor names another time),
 *   declined (realtor, with a reason), canceled (either);
 * proposed -> confirmed (the buyer accepts the proposed time), canceled (either);
 * confirmed -> completed (realtor), canceled (either), proposed (realtor reschedules).
 */
export const tourTransitions: Readonly<
  Record<TourState, Readonly<Partial<Record<TourState, readonly TourSide[]>>>>
> = {
  requested: {
    confirmed: ['realtor'],
    proposed: ['realtor'],
    declined: ['realtor'],
    canceled: ['buyer', 'realtor'],
  },
  proposed: { confirmed: ['buyer'], canceled: ['buyer', 'realtor'] },
  confirmed: { completed: ['realtor'], canceled: ['buyer', 'realtor'], proposed: ['realtor'] },
  declined: {},
  canceled: {},
  completed: {},
};

/** The states `side` may move a tour in `from` to, in the table's order. */
export const allowedTourTransitions = (from: TourState, side: TourSide): TourState[] =>
  (Object.entries(tourTransitions[from]) as [TourState, readonly TourSide[]][])
    .filter(([, sides]) => sides.includes(side))
    .map(([to]) => to);

/** Whether `side` may move a tour from `from` to `to`. */
export const canTransitionTour = (from: TourState, to: TourState, side: TourSide) =>
  tourTransitions[from][to]?.includes(side) ?? false;

/** A tour that still asks something of someone, or is still to happen. */
export const openTourStates: readonly TourState[] = ['requested', 'proposed', 'confirmed'];

/**
 * The listing statuses a tour may be asked for (REQ-TOUR-STATUS): showings still happen while a
 * home is Active, Active Under Contract (backup offers) or Coming Soon; Pending, Closed, Withdrawn,
 * Canceled, Expired, Hold and the rest are refused when the request is made.
 */
export const tourableStatuses: readonly string[] = [
  'Active',
  'Active Under Contract',
  'Coming Soon',
];

/** Whether a tour may be asked for a home of this status (unknown: yes, the replica lacks it). */
export const isTourable = (status: string | null | undefined) =>
  status === null || status === undefined || tourableStatuses.includes(status);
