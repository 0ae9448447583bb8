import { tourRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Emit } from '../../platform/events';
import { mountApi } from '../auth';
import { tourCalendarFile } from './tour-calendar';
import {
  calendarSourceOf,
  giveVerdict,
  listToursOf,
  requestTour,
  transitionTour,
  type ToursDeps,
} from './tours.service';

/**
 * Tour requests (ADR 034). What a request, a change and a verdict mean to other modules (the
 * notices, the feed, the verdict's note) is emitted as an event in its transaction (ADR 043).
 */
export const toursRoutes: FastifyPluginAsync<{ deps: AppDeps; emit: Emit }> = async (
  app,
  { deps, emit },
) => {
  const mount = mountApi(app, deps);
  const tours: ToursDeps = { db: deps.database.db, clock: deps.clock, limits: deps.limits, emit };
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
