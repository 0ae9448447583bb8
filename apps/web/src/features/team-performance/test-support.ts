import {
  teamPerformanceMessages,
  type PerformanceFigures,
  type PerformanceRow,
  type TeamAttentionResponse,
  type TeamPerformanceResponse,
} from '@rela/contracts';

/** A period's figures: all zero but what a test gives. */
export const figures = (overrides: Partial<PerformanceFigures> = {}): PerformanceFigures => ({
  activeBuyers: 0,
  buyers: 0,
  homesSent: 0,
  homesAdded: 0,
  homesOpened: 0,
  homesLiked: 0,
  homesRemoved: 0,
  responses: { answered: 0, unanswered: 0, medianMinutes: null, p90Minutes: null },
  toursRequested: 0,
  toursConfirmed: 0,
  toursCompleted: 0,
  quietBuyers: 0,
  alertsSent: 0,
  alertsOpened: null,
  ...overrides,
});

export const row = (
  username: string,
  name: string,
  current: Partial<PerformanceFigures>,
  previous: Partial<PerformanceFigures> = {},
  extra: Partial<PerformanceRow> = {},
): PerformanceRow => ({
  username,
  name,
  role: 'realtor',
  current: figures(current),
  previous: figures(previous),
  trend: [0, 2, 1, 4],
  ...extra,
});

const answered = (median: number, p90: number) => ({
  answered: 4,
  unanswered: 1,
  medianMinutes: median,
  p90Minutes: p90,
});

/** A team lead's two realtors over 30 days. */
export const leadAnswer = (
  period = { from: '2026-11-01', to: '2026-11-30' },
): TeamPerformanceResponse => ({
  period,
  previousPeriod: { from: '2026-10-02', to: '2026-10-31' },
  scope: 'realtors',
  rows: [
    row(
      'realtor',
      'Riley Realtor',
      { activeBuyers: 5, buyers: 8, homesSent: 12, responses: answered(130, 600), quietBuyers: 1 },
      { activeBuyers: 4, buyers: 8, homesSent: 9, responses: answered(200, 700) },
    ),
    row(
      'realtor2',
      'Avery Agent',
      { activeBuyers: 2, buyers: 3, homesSent: 30, responses: answered(45, 90) },
      { activeBuyers: 2, buyers: 3, homesSent: 20 },
    ),
  ],
  total: {
    current: figures({ activeBuyers: 7, buyers: 11, homesSent: 42, responses: answered(90, 600) }),
    previous: figures({
      activeBuyers: 6,
      buyers: 11,
      homesSent: 29,
      responses: answered(200, 700),
    }),
  },
});

/** An owner's two team leads. */
export const ownerAnswer = (): TeamPerformanceResponse => ({
  ...leadAnswer(),
  scope: 'team-leaders',
  rows: [
    row(
      'lead',
      'Lee Lead',
      { activeBuyers: 7, buyers: 11 },
      {},
      { role: 'team-leader', realtors: 2 },
    ),
    row(
      'lead2',
      'Lou Leader',
      { activeBuyers: 1, buyers: 2 },
      {},
      { role: 'team-leader', realtors: 1 },
    ),
  ],
});

export const attentionAnswer = (now: number): TeamAttentionResponse => ({
  items: [
    {
      kind: 'unanswered-note',
      realtor: { username: 'realtor', name: 'Riley Realtor' },
      buyer: { username: 'buyer', name: 'Bea Buyer' },
      since: new Date(now - 30 * 3_600_000).toISOString(),
      who: teamPerformanceMessages.askRealtor('Riley Realtor'),
    },
    {
      kind: 'realtor-without-buyers',
      realtor: { username: 'realtor3', name: 'Nova Newhire' },
      since: new Date(now - 50 * 3_600_000).toISOString(),
      href: '/team',
    },
  ],
  total: 2,
});
