import { activityRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { mountApi } from '../auth';
import { activityCounts, listActivity, recordView, type ActivityDeps } from './activity.service';

/** The realtor's activity feed (ADR 033): a buyer's views, a realtor's feed, the counts above. */
export const activityRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const mount = mountApi(app, deps);
  const activity: ActivityDeps = {
    db: deps.database.db,
    clock: deps.clock,
    viewDedupeMs: deps.config.ACTIVITY_VIEW_DEDUPE_SECONDS * 1000,
  };
  mount(calls.recordView, ({ actor, body }) => recordView(activity, actor, body.listingKey));
  mount(calls.activity, ({ actor, query }) => listActivity(activity, actor, query));
  mount(calls.activityCounts, ({ actor }) => activityCounts(activity, actor));
};
