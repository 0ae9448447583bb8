import {
  collaboration,
  type ActivityKind,
  type HotReason,
  type RemovalReason,
} from '../rules/collaboration';

const HOUR = 60 * 60 * 1000;
const visitMinutes = collaboration.viewDedupeMs / 60_000;
const opensDays = collaboration.hotOpensWithinMs / (24 * HOUR);
const likedDays = collaboration.hotLikedWithoutTourMs / (24 * HOUR);

/** Texts of the realtor's activity feed (ADR 033) and of what a buyer is told it shows. */
export const activityMessages = {
  title: 'Activity',
  allBuyers: 'All buyers',
  allKinds: 'All activity',
  empty: 'Nothing yet. When your buyers open, like or note homes, it shows here.',
  loadMore: 'Show older',
  /** One line of the timeline: "Sofia liked 12 Oak St". */
  kinds: {
    viewed: 'opened',
    liked: 'liked',
    unliked: 'unliked',
    removed: 'removed',
    noted: 'wrote a note on',
    'tour-requested': 'asked for a tour of',
    'added-from-search': 'added from search',
    'problem-reported': 'reported a problem with',
  } satisfies Record<ActivityKind, string>,
  kindFilters: {
    viewed: 'Opened',
    liked: 'Liked',
    unliked: 'Unliked',
    removed: 'Removed',
    noted: 'Notes',
    'tour-requested': 'Tour requests',
    'added-from-search': 'Added from search',
    'problem-reported': 'Problem reports',
  } satisfies Record<ActivityKind, string>,
  removalReasons: {
    price: 'Price',
    location: 'Location',
    condition: 'Condition',
    size: 'Size',
    other: 'Other',
  } satisfies Record<RemovalReason, string>,
  removalReasonQuestion: 'Why? (optional, your realtor sees it)',
  hot: 'Hot',
  hotReasons: {
    'opened-often': `Opened on ${collaboration.hotOpens} visits in ${opensDays} days`,
    'liked-no-tour': `Liked ${likedDays} days ago, no tour yet`,
  } satisfies Record<HotReason, string>,
  /** What makes a home Hot, said above the feed (REQ-ACTIVITY-HOT). */
  hotRule: `A home is Hot when a buyer opens it on ${collaboration.hotOpens} separate visits within ${opensDays} days (opening it again within ${visitMinutes} minutes is the same visit), or liked it ${likedDays} days ago and has not asked for a tour.`,
  hotNone: 'No Hot homes right now.',
  /** A removal the buyer undid: the home is back on their list. */
  restored: 'Restored',
  /** A team lead's and an owner's counts: never the events themselves. */
  countsTitle: 'Buyer activity',
  countsCaption: 'Events of the last 7 days, by person. Details stay with each realtor.',
  countsEmpty: 'No activity in the last 7 days.',
  /** "What my realtor can see", on My Account and at invited registration. */
  disclosureTitle: 'What my realtor can see',
  disclosure: [
    'When you open a home’s details (at most once every 30 minutes per home).',
    'When you like, unlike or remove a home, and the reason you pick when removing, if any.',
    'Notes you share with them (notes marked “Only me” stay yours alone).',
    'Your tour requests, and homes you add from search.',
  ],
  disclosureFooter:
    'Their team lead and company owner see only how many such events there were, never which homes and never your notes. When your account is deleted, this history and your notes are deleted with it.',
  buyerRequired: 'Choose one of your buyers.',
  /** `before` is not a cursor the feed gave. */
  badCursor: 'Page from a place this feed gave.',
  /** The feed's filters and states. */
  /** The realtor's timeline's heading, under the page's "Activity". */
  feedTitle: 'Your buyers’ activity',
  buyerFilter: 'Buyer',
  kindFilter: 'Activity',
  today: 'Today',
  yesterday: 'Yesterday',
  loadFailed: 'Could not load the activity.',
  retry: 'Try again',
  loading: 'Loading activity…',
  noneMatching: 'No activity matches these filters.',
  /** The Hot homes above the timeline. */
  hotTitle: 'Hot homes',
  /** "Hot: Opened 3 times this week", the badge's accessible name on a tile. */
  hotBadgeLabel: (reason: string) => `Hot: ${reason}`,
  /** The counts table's header cells. */
  countsPerson: 'Name',
  countsTotal: 'Total',
  countsFailed: 'Could not load the counts.',
} as const;
