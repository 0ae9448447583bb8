import type { TourState } from '../rules/tour-states';
import type { TourVerdict } from '../rules/collaboration';

const tourMessagesStates = {
  requested: 'Requested',
  proposed: 'New time proposed',
  confirmed: 'Confirmed',
  declined: 'Declined',
  canceled: 'Canceled',
  completed: 'Completed',
} satisfies Record<TourState, string>;

/** Texts of tour requests (ADR 034): the dialog's request form, the itinerary, refusals. */
export const tourMessages = {
  request: 'Request a tour',
  requestTitle: 'Request a tour',
  requestDescription: 'Pick up to 3 times that suit you in the next 14 days.',
  window: (n: number) => `Option ${n}`,
  addWindow: 'Add another time',
  removeWindow: 'Remove this time',
  date: 'Date',
  start: 'Start',
  end: 'End',
  note: 'Note for your realtor (optional)',
  send: 'Send request',
  sent: 'Tour requested. Your realtor will confirm a time.',
  itinerary: 'Tours',
  itineraryEmpty: 'No tours yet. Ask for one from a home’s details.',
  upcoming: 'Upcoming',
  past: 'Past',
  states: tourMessagesStates,
  actions: {
    confirm: 'Confirm',
    propose: 'Propose another time',
    decline: 'Decline',
    cancel: 'Cancel tour',
    complete: 'Mark as completed',
    acceptProposal: 'Accept this time',
  },
  declineReason: 'Reason',
  proposeTitle: 'Propose another time',
  proposeDescription: (minutes: number) => `The tour will last ${minutes} minutes.`,
  declineTitle: 'Decline this tour',
  sendProposal: 'Send new time',
  confirmDecline: 'Decline tour',
  cancelTitle: 'Cancel this tour?',
  cancelReason: 'Reason (optional)',
  buyerWindows: 'Times asked for',
  proposedTime: 'Proposed time',
  confirmedTime: 'Confirmed time',
  withBuyer: (name: string) => `With ${name}`,
  withRealtor: (name: string) => `With ${name}`,
  loadFailed: 'Your tours could not be loaded.',
  retry: 'Try again',
  yourNote: 'Note',
  verdictSend: 'Save verdict',
  downloadIcs: 'Add to calendar (.ics)',
  overlap: 'Overlaps another confirmed tour',
  pendingAfterConfirm: 'This home went Pending after the tour was confirmed.',
  verdictQuestion: 'How was the tour?',
  verdicts: { love: 'Love', maybe: 'Maybe', no: 'No' } satisfies Record<TourVerdict, string>,
  verdictNote: (verdict: TourVerdict, note: string) =>
    `Tour verdict: ${{ love: 'Love', maybe: 'Maybe', no: 'No' }[verdict]}${note ? ` — ${note}` : ''}`,
  /** Refusals (400 and 409). */
  offMarket: 'This home is no longer on the market, so a tour can’t be requested.',
  notInList: 'You can request a tour only of a home on your list.',
  noRealtor: 'You have no realtor to show you this home yet.',
  windowsCount: 'Name 1 to 3 time windows.',
  windowInPast: 'Each time must start in the future.',
  windowTooFar: 'Each time must be within the next 14 days.',
  windowOrder: 'Each time must end after it starts (15 minutes to 8 hours).',
  illegalTransition: (from: TourState, allowed: readonly TourState[]) =>
    allowed.length === 0
      ? `A ${from} tour can no longer change.`
      : `A ${from} tour can only become: ${allowed.join(', ')}.`,
  windowRequired: 'Name one of this tour’s windows to confirm.',
  proposedStartRequired: 'Name the new time.',
  reasonRequired: 'Say why the tour is declined.',
  verdictOnlyCompleted: 'A verdict can be given only after the tour is completed.',
  verdictGiven: 'This tour already has your verdict.',
  icsOnlyConfirmed: 'A calendar file exists only for a confirmed or completed tour.',
  verdictSaved: 'Thanks — saved as a note on this home.',
  /** In-app notices. */
  requestedNotice: (buyer: string, address: string) => `${buyer} asked for a tour — ${address}`,
  updatedNotice: (state: TourState, address: string) =>
    `Tour ${{ requested: 'requested', proposed: 'time proposed', confirmed: 'confirmed', declined: 'declined', canceled: 'canceled', completed: 'completed' }[state]} — ${address}`,
  icsSummary: (address: string) => `Home tour: ${address}`,
  /** The home's local time (REQ-TOUR-ZONE): the form's hint, and the viewer's own clock beside. */
  homeTimeHint: (zone: string) => `Times are the home’s local time (${zone}).`,
  yourTime: (label: string) => `${label} your time`,
  outsideHours: 'Each time must be between 7:00 AM and 9:00 PM at the home.',
  /** Refusals of a request at the moment it is made (REQ-TOUR-STATUS, REQ-TOUR-LIMIT). */
  notTourable: (status: string) => `This home is ${status}, so a tour can’t be requested.`,
  tooManyRequests: (minutes: number) =>
    `You have asked for many tours in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  alreadyRequested: 'You already have an open tour request for this home.',
  alreadyConfirmed: (when: string) => `You already have a tour of this home confirmed for ${when}.`,
  alreadyProposed: (when: string) =>
    `Your realtor proposed ${when} for this home. Accept or cancel it on your Tours page.`,
  completeBeforeStart: (when: string) =>
    `A tour can be marked completed only once it has started (${when}).`,
  /** The realtor's warning before confirming a time that overlaps another confirmed tour. */
  overlapWith: (address: string, buyer: string, when: string) =>
    `This time overlaps your confirmed tour of ${address} with ${buyer} (${when}).`,
  confirmAnyway: 'Confirm anyway',
  /** The buyer's warning, under a window of a new request, of their own tour of another home then. */
  ownOverlap: (address: string, when: string) =>
    `This time overlaps your tour of ${address} (${when}).`,
  /** The itinerary's cards. */
  viewHome: 'View home',
  showMore: 'Show more tours',
  seeTour: 'See this tour',
  /** A notice's and e-mail's body: the state and when, in the home's zone. */
  noticeBody: (state: TourState, when: string | null) =>
    when ? `${tourMessagesStates[state]} · ${when}` : tourMessagesStates[state],
  openTour: (url: string) => `See the tour: ${url}`,
  openTourLabel: 'See the tour in Rela',
  icsAttached: 'The calendar file is attached: open it to add the tour to your calendar.',
} as const;
