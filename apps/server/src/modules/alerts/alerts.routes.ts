import { alertRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { createNoticeStreams, NOTICE_CHANNEL, type NoticeStreamOptions } from './notice-stream';
import { listNotifications, markNotificationsRead } from './notifications.service';
import { getNotificationPreferences, updateNotificationPreferences } from './preferences.service';

/** What the notices' calls take: the database with its listen (the streams' wake-up). */
export type AlertsRoutesDeps = {
  api: ApiAccess;
  database: Pick<Database, 'db' | 'listen'>;
  clock: Clock;
};

/** The caller's own notices and their choices of channels (ADR 028): nobody else's, ever. */
export const alertsRoutes: FastifyPluginAsync<{
  deps: AlertsRoutesDeps;
  /** The notices' streams' timers and cap (tests shorten them). */
  streams?: NoticeStreamOptions;
}> = async (app, { deps, streams: streamOptions }) => {
  const mount = mountApi(app, deps.api);
  const own = { db: deps.database.db, clock: deps.clock };
  // A notice committed anywhere (this process or another on the same database) wakes its owner's
  // streams here (ADR 040).
  const streams = createNoticeStreams(streamOptions);
  const stopListening = await deps.database.listen(NOTICE_CHANNEL, streams.wake);
  app.addHook('preClose', (done) => {
    streams.endAll();
    done();
  });
  app.addHook('onClose', () => stopListening());
  mount(calls.noticeStream, ({ auth, request, reply }) =>
    streams.open(auth.userId, request, reply),
  );
  mount(calls.notifications, ({ actor, query }) => listNotifications(own, actor, query));
  mount(calls.markNotificationsRead, ({ actor, body }) => markNotificationsRead(own, actor, body));
  mount(calls.notificationPreferences, ({ actor }) => getNotificationPreferences(own, actor));
  mount(calls.updateNotificationPreferences, ({ actor, body }) =>
    updateNotificationPreferences(own, actor, body),
  );
};
