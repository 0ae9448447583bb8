import { tourRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Emit } from '../../platform/events';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import type { LimitStore } from '../../platform/rate-limit/limit-store';
import type { Config } from '../../config';
import { displayPolicyOf } from '../compliance';
import { tourCalendarFile } from './tour-calendar';
import {
  calendarSourceOf,
  giveVerdict,
  listToursOf,
  requestTour,
  transitionTour,
  type ToursDeps,
} from './tours.service';

/** What the tours' calls take: the database, the clock and the requests' rate limits. */
export type ToursRoutesDeps = {
  api: ApiAccess;
  database: Pick<Database, 'db'>;
  clock: Clock;
  limits: LimitStore;
  config: Pick<Config, 'displayRules'>;
};

/**
 * Tour requests (ADR 034). What a request, a change and a verdict mean to other modules (the
 * notices, the feed, the verdict's note) is emitted as an event in its transaction (ADR 043).
 */
export const toursRoutes: FastifyPluginAsync<{ deps: ToursRoutesDeps; emit: Emit }> = async (
  app,
  { deps, emit },
) => {
  const mount = mountApi(app, deps.api);
  const tours: ToursDeps = {
    db: deps.database.db,
    clock: deps.clock,
    limits: deps.limits,
    emit,
    display: displayPolicyOf(deps.config.displayRules),
  };
  mount(calls.tours, ({ actor, query }) => listToursOf(tours, actor, query));
  mount(calls.requestTour, ({ actor, body }) => requestTour(tours, actor, body));
  mount(calls.transitionTour, ({ actor, params, body }) =>
    transitionTour(tours, actor, params.id, body),
  );
  mount(calls.tourVerdict, ({ actor, params, body }) => giveVerdict(tours, actor, params.id, body));
  mount(calls.tourCalendar, async ({ actor, params, reply }) => {
    const file = tourCalendarFile(await calendarSourceOf(tours, actor, params.id));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.content);
  });
};
