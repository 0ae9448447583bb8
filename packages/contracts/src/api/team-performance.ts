import { z } from 'zod/mini';
import { teamPerformanceMessages } from '../messages/team-performance';
import { usernameSchema } from './auth';

/** The longest period one request may ask about, in days (both ends counted). */
export const maxPerformancePeriodDays = 366;
/** A buyer with nothing of theirs, or their realtor's toward them, for this long is "quiet". */
export const quietBuyerDays = 14;
/** A buyer's note or tour request unanswered this long is on the attention list. */
export const unansweredAttentionHours = 24;

/** A day (YYYY-MM-DD), counted in the caller's saved time zone (`defaultTimeZone` until saved). */
const daySchema = z
  .string(teamPerformanceMessages.badDay)
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, teamPerformanceMessages.badDay));

/**
 * GET /{product}/team-performance?from=&to=&lead= (ADR 053): both days counted; absent,
 * the last 30 days to today. `lead` (an owner only) asks for that team lead's realtors.
 */
export const teamPerformanceQuerySchema = z.object({
  from: z.optional(daySchema),
  to: z.optional(daySchema),
  lead: z.optional(usernameSchema),
});
export type TeamPerformanceQuery = z.input<typeof teamPerformanceQuerySchema>;

/** Response times in minutes from a buyer's shared note or tour request to the first answer. */
const responseTimesSchema = z.object({
  /** Requests in the period that were answered (their times are these figures). */
  answered: z.number(),
  /** Requests in the period still without an answer. */
  unanswered: z.number(),
  /** Null when nothing was answered. */
  medianMinutes: z.nullable(z.number()),
  p90Minutes: z.nullable(z.number()),
});

/** One person's (or team's) figures for one period: counts and times only, never a text or home. */
export const performanceFiguresSchema = z.object({
  /** Buyers with any activity of theirs in the period. */
  activeBuyers: z.number(),
  /** All buyers at the end of the period. */
  buyers: z.number(),
  /** Homes a realtor put on buyers' lists. */
  homesSent: z.number(),
  /** Homes buyers added themselves (from search or Rela). */
  homesAdded: z.number(),
  homesOpened: z.number(),
  homesLiked: z.number(),
  homesRemoved: z.number(),
  responses: responseTimesSchema,
  toursRequested: z.number(),
  toursConfirmed: z.number(),
  toursCompleted: z.number(),
  /** Buyers with nothing happening for `quietBuyerDays` at the end of the period. */
  quietBuyers: z.number(),
  /** Alert e-mails sent to the buyers; `alertsOpened` is null where opens are not known. */
  alertsSent: z.number(),
  alertsOpened: z.nullable(z.number()),
});
export type PerformanceFigures = z.infer<typeof performanceFiguresSchema>;

/** One row: a realtor, or (an owner's first level) a team lead with their realtors summed. */
export const performanceRowSchema = z.object({
  username: z.string(),
  name: z.string(),
  role: z.enum(['realtor', 'team-leader']),
  /** A team lead's row: how many realtors it sums. */
  realtors: z.optional(z.number()),
  current: performanceFiguresSchema,
  /** The period of the same length just before. */
  previous: performanceFiguresSchema,
  /**
   * Buyer engagement (homes opened, liked, removed) per day for periods up to 31 days, per 7 days
   * beyond, oldest first: the row's small trend line.
   */
  trend: z.array(z.number()),
});
export type PerformanceRow = z.infer<typeof performanceRowSchema>;

const periodSchema = z.object({ from: z.string(), to: z.string() });

export const teamPerformanceResponseSchema = z.object({
  period: periodSchema,
  previousPeriod: periodSchema,
  /** Whose rows these are: a lead's (or an owner's `lead=`) realtors, an owner's leads, or oneself. */
  scope: z.enum(['realtors', 'team-leaders', 'self']),
  rows: z.array(performanceRowSchema),
  /** Every row summed (times over all the rows' requests). */
  total: z.object({ current: performanceFiguresSchema, previous: performanceFiguresSchema }),
});
export type TeamPerformanceResponse = z.infer<typeof teamPerformanceResponseSchema>;

export const attentionKinds = [
  'unanswered-note',
  'unanswered-tour',
  'quiet-buyer',
  'realtor-without-buyers',
] as const;
export type AttentionKind = (typeof attentionKinds)[number];

const personSchema = z.object({ username: z.string(), name: z.string() });

/**
 * One line of "Needs attention": who, since when, and where to act. `href` is a path of the web
 * app where the caller can act; absent where only the realtor can, and `who` names them.
 */
export const attentionItemSchema = z.object({
  kind: z.enum(attentionKinds),
  realtor: personSchema,
  buyer: z.optional(personSchema),
  /** ISO 8601: when the note or request was sent, or the buyer's last activity. */
  since: z.string(),
  href: z.optional(z.string()),
  who: z.optional(z.string()),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

/** GET /{product}/team-performance/attention: oldest first, at most 50. */
export const teamAttentionResponseSchema = z.object({
  items: z.array(attentionItemSchema),
  /** All lines, when more than the answer carries. */
  total: z.number(),
});
export type TeamAttentionResponse = z.infer<typeof teamAttentionResponseSchema>;

/** GET /{product}/team-performance.csv?from=&to=&lead=: the table's rows, a header first. */
export const teamPerformanceCsvSchema = z.string();
