import type { OptOutField } from '@rela/contracts';
import type { Db } from '../../db/client';

/** One held listing as the audit file reads it. */
export type AuditListing = {
  listingKey: string;
  onMarket: boolean;
  syncedAt: Date;
  record: Record<string, unknown>;
};

/**
 * What the compliance module reads of the replica, passed in by the composition root (the
 * replica's face functions, ADR 044): the replica asks this module for its display rules, so
 * this module never imports the replica.
 */
export type ReplicaReads = {
  /** Whether a sync runs, and when its last complete run ended. */
  lastSuccessfulSync: (db: Db) => Promise<{ syncing: boolean; succeededAt: Date | null }>;
  optOutCounts: (db: Db) => Promise<{ listings: number; counts: Record<OptOutField, number> }>;
  auditListings: (
    db: Db,
    page: { afterKey: string | null; limit: number },
  ) => Promise<AuditListing[]>;
  photoCounts: (
    db: Db,
  ) => Promise<{ copied: number; waiting: number; refused: number; bytes: number }>;
  /** Whether the replica holds the listing (on or off the market). */
  holdsListing: (db: Db, listingKey: string) => Promise<boolean>;
};
