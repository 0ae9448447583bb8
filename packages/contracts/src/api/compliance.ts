import { z } from 'zod/mini';
import { complianceMessages } from '../messages/compliance';
import { attributionStyles, optOutFields } from '../rules/display-rules';
import { listingKeySchema } from './listings';

const count = z.number().check(z.int(), z.gte(0));
/** An ISO 8601 moment (UTC), or null when it has not happened. */
const moment = z.nullable(z.string());

/** One MLS's rules as the compliance page shows them; `mls` is null for any other MLS. */
export const ruleSetInForceSchema = z.object({
  mls: z.nullable(z.string()),
  source: z.string(),
  attribution: z.enum(attributionStyles),
  clientStatuses: z.array(z.string()),
  soldDataToClients: z.boolean(),
  maxDataAgeHours: z.number(),
  commentsAllowed: z.boolean(),
  automatedValuationsAllowed: z.boolean(),
  timeZone: z.string(),
});

/** One freshness incident: the data older than the rules allow, from `startedAt` to `endedAt`. */
export const freshnessIncidentSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  /** Null while it lasts. */
  endedAt: moment,
  /** The last successful sync when it began. */
  lastSyncAt: moment,
});
export type FreshnessIncident = z.infer<typeof freshnessIncidentSchema>;

/** `GET /api/{product}/compliance` (company owners): the rules, the data's age, the opt-outs. */
export const complianceResponseSchema = z.object({
  rules: z.array(ruleSetInForceSchema),
  /** True when MLS_DISPLAY_RULES set them; false: the shipped defaults. */
  rulesFromConfig: z.boolean(),
  freshness: z.object({
    /** False when no sync runs (each listing is confirmed with the MLS when read). */
    syncing: z.boolean(),
    lastSyncAt: moment,
    /** Minutes since the last successful sync; null before the first. */
    dataAgeMinutes: z.nullable(count),
    maxDataAgeHours: z.number(),
    stale: z.boolean(),
  }),
  optOuts: z.object({
    listings: count,
    counts: z.record(z.enum(optOutFields), count),
  }),
  /** The latest incidents, newest first. */
  incidents: z.array(freshnessIncidentSchema),
  photos: z.object({ copied: count, waiting: count, refused: count, bytesStored: count }),
});
export type ComplianceResponse = z.infer<typeof complianceResponseSchema>;

/** `GET /api/{product}/compliance/audit.csv`: the CSV itself. */
export const auditCsvSchema = z.string();

/** The audit file's columns, in order (ADR 048). */
export const auditCsvColumns = [
  'ListingKey',
  'OriginatingSystemName',
  'StandardStatus',
  'OnMarket',
  'InternetEntireListingDisplayYN',
  'InternetAddressDisplayYN',
  'InternetConsumerCommentYN',
  'InternetAutomatedValuationDisplayYN',
  'ShownToBuyers',
  'AddressShownToBuyers',
  'AiReportOffered',
  'Attribution',
  'LastConfirmedAt',
] as const;

/** Longest problem report a buyer may send. */
export const problemReportMaxLength = 1_000;

/** `POST /api/{product}/listings/{listingKey}/problem-reports`. */
export const problemReportParamsSchema = z.object({ listingKey: listingKeySchema });
export const problemReportBodySchema = z.strictObject({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, complianceMessages.problem.empty),
      z.maxLength(
        problemReportMaxLength,
        complianceMessages.problem.tooLong(problemReportMaxLength),
      ),
    ),
});
export const problemReportResponseSchema = z.object({ id: z.string(), createdAt: z.string() });

/** A buyer sends at most this many problem reports an hour (429 beyond it). */
export const problemReportLimit = { max: 5, windowMs: 60 * 60_000 } as const;
