import { activityRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { activityCounts, listActivity, recordView, type ActivityDeps } from './activity.service';

/** What the activity calls take. */
export type ActivityRoutesDeps = {
  api: ApiAccess;
  database: Pick<Database, 'db'>;
  clock: Clock;
  config: Pick<Config, 'ACTIVITY_VIEW_DEDUPE_SECONDS'>;
};

/** The realtor's activity feed (ADR 033): a buyer's views, a realtor's feed, the counts above. */
export const activityRoutes: FastifyPluginAsync<{ deps: ActivityRoutesDeps }> = async (
  app,
  { deps },
) => {
  const mount = mountApi(app, deps.api);
  const activity: ActivityDeps = {
    db: deps.database.db,
    clock: deps.clock,
    viewDedupeMs: deps.config.ACTIVITY_VIEW_DEDUPE_SECONDS * 1000,
  };
  mount(calls.recordView, ({ actor, body }) => recordView(activity, actor, body.listingKey));
  mount(calls.activity, ({ actor, query }) => listActivity(activity, actor, query));
  mount(calls.activityCounts, ({ actor }) => activityCounts(activity, actor));
};
