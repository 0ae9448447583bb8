import { z } from 'zod/mini';

const count = z.number().check(z.int(), z.gte(0));
/** An ISO 8601 moment (UTC), or null when it has not happened yet. */
const moment = z.nullable(z.string());

/** How the last run of the replica's sync ended: still going, done, or failed. */
export const syncOutcomes = ['running', 'ok', 'error'] as const;
export type SyncOutcome = (typeof syncOutcomes)[number];

/**
 * `GET /api/mls/sync-status` (company owners only, ADR 027): where the MLS replica stands.
 * `lastRun` is null before the first run; `highWaterMark` holds the latest `ModificationTimestamp`
 * copied of each resource; `lastErrors` the most recent failures, newest first.
 */
export const syncStatusResponseSchema = z.object({
  /** True until the first full copy is complete (readers fall back to the MLS until then). */
  baseline: z.boolean(),
  lastRun: z.nullable(
    z.object({
      startedAt: moment,
      finishedAt: moment,
      outcome: z.enum(syncOutcomes),
      error: z.nullable(z.string()),
    }),
  ),
  /** When the next run is due (null while one runs, or when the sync is off). */
  nextRunAt: moment,
  highWaterMark: z.object({ property: moment, media: moment }),
  /** When every key was last compared with the feed (listings it dropped are off the market). */
  reconciledAt: moment,
  counts: z.object({
    listingsOnMarket: count,
    listingsOffMarket: count,
    media: count,
    events: count,
  }),
  lastErrors: z.array(z.object({ at: z.string(), message: z.string() })),
  /**
   * Rela's copies of the MLS's photos (REQ-PHOTO-COPY, ADR 046): photos copied, waiting for their
   * copy and refused (not an image, too large, not from the MLS's origins), of the media the
   * replica holds; `bytesStored` is what every copy's files take in the file store. Always sent
   * by this server (optional for a reader of an older one).
   */
  photos: z.optional(
    z.object({ copied: count, waiting: count, refused: count, bytesStored: count }),
  ),
});
export type SyncStatusResponse = z.infer<typeof syncStatusResponseSchema>;
