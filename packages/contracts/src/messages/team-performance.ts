/**
 * Texts of the team's performance (ADR 053): the refusals of its calls, the "Needs attention"
 * lines, and the CSV's header. Leaders read counts and times only (REQ-PERFORMANCE-PRIVACY).
 */
export const teamPerformanceMessages = {
  badDay: 'Give a day as YYYY-MM-DD.',
  badPeriod: 'The period must start on or before the day it ends.',
  periodTooLong: 'Choose a period of at most 366 days.',
  futurePeriod: 'The period cannot start after today.',
  /** `lead=` names nobody the caller leads (or the caller is not an owner). */
  leadNotFound: 'No such team lead on your team.',
  /** A buyer asks. */
  notForBuyers: 'Team performance is for realtors and the people who lead them.',
  /** The attention list's lines. */
  unansweredNote: (buyer: string, realtor: string, hours: number) =>
    `${buyer}'s note to ${realtor} has waited ${hours} hours for an answer`,
  unansweredTour: (buyer: string, realtor: string, hours: number) =>
    `${buyer}'s tour request to ${realtor} has waited ${hours} hours for an answer`,
  quietBuyer: (buyer: string, realtor: string, days: number) =>
    `${buyer} (${realtor}'s buyer) has done nothing for ${days} days`,
  realtorWithoutBuyers: (realtor: string) => `${realtor} has no buyers`,
  /** Where only the realtor can act. */
  askRealtor: (realtor: string) => `${realtor} should answer`,
  askRealtorToReachOut: (realtor: string) => `${realtor} should reach out`,
  nothingNeedsAttention: 'Nothing needs your attention.',
  /** The CSV's header row: who, the period, then each figure of the period and of the one before. */
  csvColumns: {
    name: 'Name',
    username: 'Username',
    role: 'Role',
    realtors: 'Realtors',
    from: 'From',
    to: 'To',
    activeBuyers: 'Active buyers',
    buyers: 'Buyers',
    homesSent: 'Homes sent',
    homesAdded: 'Homes added by buyers',
    homesOpened: 'Homes opened',
    homesLiked: 'Homes liked',
    homesRemoved: 'Homes removed',
    answered: 'Requests answered',
    unanswered: 'Requests unanswered',
    medianMinutes: 'Median response (minutes)',
    p90Minutes: '90th percentile response (minutes)',
    toursRequested: 'Tours requested',
    toursConfirmed: 'Tours confirmed',
    toursCompleted: 'Tours completed',
    quietBuyers: 'Buyers quiet for 14 days',
    alertsSent: 'Alert e-mails sent',
    alertsOpened: 'Alert e-mails opened',
  },
  csvPrevious: (column: string) => `${column} (previous period)`,
  /** The CSV's last row, every row summed. */
  csvTotal: 'Total',
  /** A figure not known (alert opens). */
  csvUnknown: '',
} as const;
