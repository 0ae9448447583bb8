import { z } from 'zod/mini';
import { activityKinds, hotReasons } from '../rules/collaboration';
import { usernameSchema } from './auth';
import { listingKeySchema } from './listings';

/** POST /{product}/activity/view: the buyer opened a home's dialog (recorded once per 30 min). */
export const activityViewBodySchema = z.strictObject({ listingKey: listingKeySchema });
export const activityViewResponseSchema = z.object({ recorded: z.boolean() });

export const maxActivityPageSize = 100;

/** GET /{product}/activity?buyer=&kind=&before=&limit=: a realtor's buyers' events, newest first. */
export const activityQuerySchema = z.object({
  buyer: z.optional(usernameSchema),
  kind: z.optional(z.enum(activityKinds)),
  /** The `nextBefore` of the page before. */
  before: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(maxActivityPageSize)), 50),
});

/** One event of the feed. */
export const activityEventSchema = z.object({
  id: z.string(),
  kind: z.enum(activityKinds),
  buyerUsername: z.string(),
  buyerName: z.string(),
  /**
   * The member who did it (ADR 049, REQ-HOUSEHOLD-NEWS): a household's feed names who did what.
   * Absent when unknown (their account is gone).
   */
  actor: z.optional(z.object({ username: z.string(), name: z.string() })),
  listingKey: z.string(),
  /** The home's address as the replica knows it, when it does. */
  address: z.nullable(z.string()),
  /** `removed`: the reason chip, when one was picked. */
  reason: z.optional(z.string()),
  /** `problem-reported`: the buyer's words (ADR 048). */
  text: z.optional(z.string()),
  /** `removed`: the buyer undid it (ISO 8601): the home is back on their list. */
  restoredAt: z.optional(z.string()),
  /** ISO 8601. */
  at: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** A Hot home of a buyer: why, and since when (ISO 8601). */
export const hotHomeSchema = z.object({
  buyerUsername: z.string(),
  buyerName: z.string(),
  listingKey: z.string(),
  /** The home's address as the replica knows it, when it does. */
  address: z.nullable(z.string()),
  reason: z.enum(hotReasons),
  since: z.string(),
});
export type HotHome = z.infer<typeof hotHomeSchema>;

export const activityResponseSchema = z.object({
  items: z.array(activityEventSchema),
  nextBefore: z.optional(z.string()),
  /** The Hot homes of the buyers asked about (all the realtor's, or `buyer`'s). */
  hot: z.array(hotHomeSchema),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

/**
 * GET /{product}/activity/counts: a team lead's count per realtor, an owner's per team lead, of
 * the last 7 days, by kind; never an event's buyer or home. A realtor gets their own buyers'.
 */
export const activityCountsResponseSchema = z.object({
  items: z.array(
    z.object({
      username: z.string(),
      name: z.string(),
      total: z.number(),
      byKind: z.record(z.string(), z.number()),
    }),
  ),
  /** ISO 8601: the start of the counted period. */
  since: z.string(),
});
export type ActivityCountsResponse = z.infer<typeof activityCountsResponseSchema>;
