import { tourRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { mountApi } from '../auth';
import { tourCalendarFile } from './tour-calendar';
import {
  calendarSourceOf,
  giveVerdict,
  listToursOf,
  requestTour,
  transitionTour,
  type TourNewsListener,
  type TourRequestedListener,
  type VerdictNoteWriter,
} from './tours.service';

/**
 * Tour requests (ADR 034). What crosses into other modules (notices, the verdict's note, the
 * activity feed) is passed in by app.ts.
 */
export const toursRoutes: FastifyPluginAsync<{
  deps: AppDeps;
  saveVerdictNote: VerdictNoteWriter;
  onTourNews?: TourNewsListener;
  onTourRequested?: TourRequestedListener;
}> = async (app, { deps, saveVerdictNote, onTourNews, onTourRequested }) => {
  const mount = mountApi(app, deps);
  const tours = {
    db: deps.database.db,
    clock: deps.clock,
    limits: deps.limits,
    saveVerdictNote,
    ...(onTourNews ? { onTourNews } : {}),
    ...(onTourRequested ? { onTourRequested } : {}),
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
