import { z } from 'zod/mini';
import { fairHousingClasses, fairHousingSurfaces } from '../rules/fair-housing';

export const maxFairHousingAuditPageSize = 100;

/** A day (YYYY-MM-DD), in the owner's filter: `from` counts from its start, `to` to its end (UTC). */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * GET /{product}/fair-housing/audit?from=&to=&class=&surface=&before=&limit= (ADR 050): the
 * company owner's audit of redirected turns and replaced answers, newest first, a page at a time.
 */
export const fairHousingAuditQuerySchema = z.object({
  from: z.optional(day),
  to: z.optional(day),
  class: z.optional(z.enum(fairHousingClasses)),
  surface: z.optional(z.enum(fairHousingSurfaces)),
  /** The `nextBefore` of the page before. */
  before: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(maxFairHousingAuditPageSize)),
    50,
  ),
});
export type FairHousingAuditQuery = z.input<typeof fairHousingAuditQuerySchema>;

/** One screened text that was redirected or replaced. */
export const fairHousingAuditItemSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  surface: z.enum(fairHousingSurfaces),
  class: z.enum(fairHousingClasses),
  /** Whose turn, or whose answer or report; null once their account is deleted. */
  username: z.nullable(z.string()),
  /** A short part of the screened text, around what was found. */
  excerpt: z.string(),
});
export type FairHousingAuditItem = z.infer<typeof fairHousingAuditItemSchema>;

export const fairHousingAuditResponseSchema = z.object({
  items: z.array(fairHousingAuditItemSchema),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.nullable(z.string()),
});
export type FairHousingAuditResponse = z.infer<typeof fairHousingAuditResponseSchema>;

/** GET /{product}/fair-housing/audit.csv: the same filters, every entry, with a header row. */
export const fairHousingAuditCsvQuerySchema = z.object({
  from: z.optional(day),
  to: z.optional(day),
  class: z.optional(z.enum(fairHousingClasses)),
  surface: z.optional(z.enum(fairHousingSurfaces)),
});
export const fairHousingAuditCsvSchema = z.string();
