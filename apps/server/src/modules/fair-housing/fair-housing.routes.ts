import { fairHousingRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { auditCsv, auditPage } from './fair-housing.service';

export type FairHousingRoutesDeps = {
  api: ApiAccess;
  database: Pick<Database, 'db'>;
  clock: Clock;
};

/** The company owner's fair-housing audit and its CSV (ADR 050). */
export const fairHousingRoutes: FastifyPluginAsync<{ deps: FairHousingRoutesDeps }> = async (
  app,
  { deps },
) => {
  const mount = mountApi(app, deps.api);
  const audit = { db: deps.database.db, clock: deps.clock };
  mount(calls.fairHousingAudit, ({ actor, query }) => auditPage(audit, actor, query));
  mount(calls.fairHousingAuditCsv, async ({ actor, query, reply }) => {
    const csv = await auditCsv(audit, actor, query);
    const day = deps.clock.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="rela-fair-housing-${day}.csv"`)
      .send(csv);
  });
};
