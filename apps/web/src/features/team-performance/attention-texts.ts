import type { AttentionKind } from '@rela/contracts';

/** "Needs attention": the page's list and the /home card (the lines are the contracts'). */
export const attentionTexts = {
  title: 'Needs attention',
  loadFailed: 'What needs attention could not be loaded.',
  more: (count: number) => `Show all ${count}`,
  fewer: 'Show fewer',
  /** More lines than the answer carries. */
  notShown: (count: number) => `${count} more not listed`,
  open: {
    'unanswered-note': 'Open the note',
    'unanswered-tour': 'Open the request',
    'quiet-buyer': 'Open the buyer',
    'realtor-without-buyers': 'Open the team',
  } satisfies Record<AttentionKind, string>,
  seeAll: 'Open Performance',
  count: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
} as const;
