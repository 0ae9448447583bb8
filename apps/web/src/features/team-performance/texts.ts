import { attentionTexts } from './attention-texts';

/** Texts only the performance page and its /home card show (the calls' texts are the contracts'). */
export const performanceTexts = {
  title: 'Performance',
  intro: {
    realtors: 'How your realtors’ buyers are served: counts and times, never what anyone wrote.',
    'team-leaders':
      'How each team lead’s buyers are served: counts and times, never what anyone wrote.',
    self: 'How your buyers are served, as your team lead sees it: counts and times only.',
  },
  period: {
    label: 'Period',
    presets: { '7': '7 days', '30': '30 days', '90': '90 days', custom: 'Custom' },
    from: 'From',
    to: 'To',
    /** Beside the period shown: the one its figures are compared with. */
    comparedWith: (period: string) => `compared with ${period}`,
  },
  download: 'Download CSV',
  downloadFailed: 'The CSV could not be downloaded. Please try again.',
  loading: 'Loading the figures…',
  loadFailed: 'The figures could not be loaded.',
  retry: 'Try again',
  empty: {
    realtors: 'No realtors on your team yet. Their figures show here once they have buyers.',
    'team-leaders': 'No team leads yet. Their teams’ figures show here once you invite them.',
    self: 'No figures yet.',
  },
  attention: attentionTexts,
  summary: 'Team totals',
  summarySelf: 'Your totals',
  table: {
    /** Above the table: what the small grey figures are. */
    legend: (period: string) => `Under each figure, in grey: the previous period (${period}).`,
    title: { realtors: 'Per realtor', 'team-leaders': 'Per team lead', self: 'Your figures' },
    caption: (period: string) => `Figures per person for ${period}, the previous period under each`,
    person: { realtors: 'Realtor', 'team-leaders': 'Team lead', self: 'You' },
    trend: 'Trend',
    trendTitle: 'Buyer engagement trend',
    groups: {
      buyers: 'Buyers',
      homes: 'Homes',
      engagement: 'Buyer engagement',
      responses: 'First answer',
      tours: 'Tours',
      alerts: 'Alerts',
    },
    buyerCount: (count: number) => `${count} ${count === 1 ? 'buyer' : 'buyers'}`,
    realtorCount: (count: number) => `${count} ${count === 1 ? 'realtor' : 'realtors'}`,
    sortBy: 'Sort by',
    order: 'Order',
    sortDirection: (descending: boolean) => (descending ? 'Highest first' : 'Lowest first'),
    expand: (name: string) => `Show ${name}’s realtors`,
    collapse: (name: string) => `Hide ${name}’s realtors`,
    leadLoading: 'Loading the realtors…',
    leadFailed: 'This team’s realtors could not be loaded.',
    leadEmpty: 'No realtors on this team yet.',
  },
  previous: (value: string) => `prev ${value}`,
  previousLong: (value: string) => `previous period ${value}`,
  notKnown: '—',
  /** A figure's change against the previous period, for screen readers. */
  change: {
    up: (by: string) => `up ${by}`,
    down: (by: string) => `down ${by}`,
    same: 'no change',
    none: 'nothing to compare',
  },
  trendLabel: (values: readonly number[]) =>
    values.length === 0 ? 'No trend yet' : `Buyer engagement over the period: ${values.join(', ')}`,
} as const;
