import { teamPerformanceRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { teamAttention } from './attention.service';
import { performanceCsv } from './performance-csv';
import { teamPerformance, type TeamPerformanceDeps } from './team-performance.service';

export type TeamPerformanceRoutesDeps = {
  api: ApiAccess;
  database: Pick<Database, 'db'>;
  clock: Clock;
};

/** The team's performance (ADR 053): the table, what needs attention, the table as CSV. */
export const teamPerformanceRoutes: FastifyPluginAsync<{
  deps: TeamPerformanceRoutesDeps;
}> = async (app, { deps }) => {
  const mount = mountApi(app, deps.api);
  const performance: TeamPerformanceDeps = { db: deps.database.db, clock: deps.clock };
  mount(calls.teamPerformance, ({ actor, query }) => teamPerformance(performance, actor, query));
  mount(calls.teamPerformanceAttention, ({ actor }) => teamAttention(performance, actor));
  mount(calls.teamPerformanceCsv, async ({ actor, query, reply }) => {
    const answer = await teamPerformance(performance, actor, query);
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="rela-team-performance-${answer.period.from}-${answer.period.to}.csv"`,
      )
      .send(performanceCsv(answer));
  });
};
