import { replicaRoutes as calls, type SyncStatusResponse } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { hierarchyFromChains } from '../../platform/policy/hierarchy';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { enforce } from '../../platform/policy/policy';
import { syncStatus, type ReplicaSyncStatus } from './sync-status';

/** A role's own rule needs nobody's chain. */
const noChain = hierarchyFromChains(new Map());

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The status as the call answers it: the last run, the marks, the counts and the latest errors. */
export const syncStatusAnswer = (status: ReplicaSyncStatus): SyncStatusResponse => {
  const ran = status.running || status.runStartedAt !== null || status.lastRunAt !== null;
  const failed = !status.running && status.lastError !== null;
  return {
    baseline: status.baseline,
    lastRun: ran
      ? {
          startedAt: iso(status.runStartedAt),
          finishedAt: status.running
            ? null
            : failed
              ? (status.errors[0]?.at ?? iso(status.lastRunAt))
              : iso(status.lastRunAt),
          outcome: status.running ? 'running' : failed ? 'error' : 'ok',
          error: failed ? status.lastError : null,
        }
      : null,
    nextRunAt: iso(status.nextRunAt),
    highWaterMark: { property: status.propertyMark, media: status.mediaMark },
    reconciledAt: status.reconciledAt,
    counts: {
      listingsOnMarket: status.listingsOnMarket,
      listingsOffMarket: status.listingsOffMarket,
      media: status.media,
      events: status.events,
    },
    lastErrors: status.errors,
    photos: {
      copied: status.photos.copied,
      waiting: status.photos.waiting,
      refused: status.photos.refused,
      bytesStored: status.photos.bytes,
    },
  };
};

/** `GET /api/mls/sync-status`: where the MLS replica stands, for company owners (ADR 027). */
export const syncStatusRoutes: FastifyPluginAsync<{
  deps: { api: ApiAccess; database: Pick<Database, 'db'> };
}> = async (app, { deps }) => {
  const mount = mountApi(app, deps.api);
  mount(calls.mlsSyncStatus, async ({ actor }) => {
    enforce(actor, 'read-sync-status', null, noChain);
    return syncStatusAnswer(await syncStatus(deps.database.db));
  });
};
