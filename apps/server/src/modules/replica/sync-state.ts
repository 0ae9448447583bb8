import { z } from 'zod';

/** Where a resource's replication stands: its high-water mark and, mid-run, the next page. */
export type ResourceCursor = {
  /** The latest `ModificationTimestamp` committed (ISO); null before the first page. */
  mark: string | null;
  /** The next link of the last committed page while a run pages; null between runs. */
  next: string | null;
};

/** The sync's progress, kept in the `mls-sync` job's payload and saved with each page. */
export type SyncState = {
  property: ResourceCursor;
  media: ResourceCursor;
  /** Open houses (REQ-MLS-OPENHOUSE); a state saved before them starts this cursor afresh. */
  openHouse: ResourceCursor;
  /** True until the first full copy is complete: that copy makes no change events. */
  baseline: boolean;
  /** When every key was last compared with the feed (ISO); null before. */
  reconciledAt: string | null;
  /** When the running or the last run started (ISO); null before the first. */
  runStartedAt: string | null;
  /** The latest failures of runs, newest first (at most `keptErrors`). */
  errors: SyncError[];
  /**
   * When the last run that went through every page ended (ISO); null before the first. The data's
   * age is counted from it (REQ-DATA-FRESHNESS, ADR 048): failed runs leave it where it was.
   */
  succeededAt: string | null;
};

/** One failed run: when it failed and why (an MLS error's message names no secret). */
export type SyncError = { at: string; message: string };

/** How many failures the state keeps for the sync-status call. */
export const keptErrors = 5;

const cursor = z
  .object({ mark: z.string().nullable().catch(null), next: z.string().nullable().catch(null) })
  .catch({ mark: null, next: null });

const syncState = z.object({
  property: cursor,
  media: cursor,
  openHouse: cursor,
  baseline: z.boolean().catch(true),
  reconciledAt: z.string().nullable().catch(null),
  runStartedAt: z.string().nullable().catch(null),
  errors: z.array(z.object({ at: z.string(), message: z.string() })).catch([]),
  succeededAt: z.string().nullable().catch(null),
});

/** The state in a job's payload; what is missing or unreadable starts afresh. */
export const readSyncState = (payload: unknown): SyncState => {
  const parsed = syncState.safeParse(payload ?? {});
  return parsed.success
    ? parsed.data
    : {
        property: { mark: null, next: null },
        media: { mark: null, next: null },
        openHouse: { mark: null, next: null },
        baseline: true,
        reconciledAt: null,
        runStartedAt: null,
        errors: [],
        succeededAt: null,
      };
};
