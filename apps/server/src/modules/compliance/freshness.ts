import { complianceMessages } from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Emit } from '../../platform/events';
import { enqueueMessage, type OutboxLogger } from '../../platform/outbox';
import { companyOwners, endIncident, startIncident } from './compliance.queries';
import type { DisplayPolicy } from './display-policy';
import type { ReplicaReads } from './replica-reads';

const HOUR_MS = 3_600_000;

/** How old the replica's data is, against the display rules (REQ-DATA-FRESHNESS, ADR 048). */
export type DataFreshness = {
  /** False without a sync: each listing is then confirmed with the MLS when read. */
  syncing: boolean;
  lastSyncAt: Date | null;
  maxDataAgeHours: number;
  /**
   * True when the last complete sync is older than the rules allow. Before the first complete
   * copy the readers ask the MLS for what the replica lacks, so that is not an incident.
   */
  stale: boolean;
};

export type FreshnessDeps = {
  db: Db;
  clock: Clock;
  policy: DisplayPolicy;
  replica: Pick<ReplicaReads, 'lastSuccessfulSync'>;
};

export const dataFreshness = async ({
  db,
  clock,
  policy,
  replica,
}: FreshnessDeps): Promise<DataFreshness> => {
  const { syncing, succeededAt } = await replica.lastSuccessfulSync(db);
  const maxDataAgeHours = policy.maxDataAgeHours;
  const stale =
    syncing &&
    succeededAt !== null &&
    clock.now().getTime() - succeededAt.getTime() > maxDataAgeHours * HOUR_MS;
  return { syncing, lastSyncAt: succeededAt, maxDataAgeHours, stale };
};

export type FreshnessCheckDeps = FreshnessDeps & {
  emit: Emit;
  /** The compliance page's URL, named in the owners' e-mail. */
  pageUrl: string;
  logger?: OutboxLogger;
  readAt?: string | null;
};

/**
 * One look at the data's age. Stale with no incident open: an incident starts, and in its
 * transaction every company owner gets an e-mail (the outbox) and, through the `mls-data-stale`
 * event, a notice in the bell: once per incident, however many instances look. Fresh again (a
 * sync succeeded, or no sync runs any more): the open incident ends.
 */
export const checkFreshness = async (
  deps: FreshnessCheckDeps,
): Promise<'started' | 'ended' | null> => {
  const { db, clock, emit } = deps;
  const freshness = await dataFreshness(deps);
  const now = clock.now();
  if (!freshness.stale) {
    const ended = await endIncident(db, freshness.lastSyncAt ?? now);
    return ended ? 'ended' : null;
  }
  const { lastSyncAt, maxDataAgeHours } = freshness;
  const started = await db.transaction(async (tx) => {
    const id = await startIncident(tx, { startedAt: now, lastSyncAt, maxDataAgeHours });
    if (!id) return false;
    const text = complianceMessages.staleNotice;
    for (const owner of await companyOwners(tx)) {
      await enqueueMessage(
        tx,
        {
          channel: 'email',
          kind: 'mls-data-stale',
          recipient: owner.email,
          subject: text.emailSubject,
          text: text.emailText(
            maxDataAgeHours,
            text.lastSync(lastSyncAt?.toISOString() ?? null),
            deps.pageUrl,
          ),
        },
        { now, ...(deps.logger ? { logger: deps.logger } : {}), readAt: deps.readAt ?? null },
      );
    }
    await emit(tx, {
      type: 'mls-data-stale',
      incidentId: id,
      lastSyncAt: lastSyncAt?.toISOString() ?? null,
      maxDataAgeHours,
      at: now.toISOString(),
    });
    return true;
  });
  return started ? 'started' : null;
};
