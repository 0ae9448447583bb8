import { alertRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { mountApi } from '../auth/mount-api';
import { listNotifications, markNotificationsRead } from './notifications.service';
import { getNotificationPreferences, updateNotificationPreferences } from './preferences.service';

/** The caller's own notices and their choices of channels (issue 22): nobody else's, ever. */
export const alertsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const mount = mountApi(app, deps);
  const own = { db: deps.database.db, clock: deps.clock };
  mount(calls.notifications, ({ actor, query }) => listNotifications(own, actor, query));
  mount(calls.markNotificationsRead, ({ actor, body }) => markNotificationsRead(own, actor, body));
  mount(calls.notificationPreferences, ({ actor }) => getNotificationPreferences(own, actor));
  mount(calls.updateNotificationPreferences, ({ actor, body }) =>
    updateNotificationPreferences(own, actor, body),
  );
};
