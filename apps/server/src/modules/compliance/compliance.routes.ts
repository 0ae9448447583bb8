import { complianceRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Emit } from '../../platform/events';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import type { LimitStore } from '../../platform/rate-limit/limit-store';
import { auditCsv, complianceOverview, type ComplianceDeps } from './compliance.service';
import { displayPolicyOf } from './display-policy';
import { reportListingProblem } from './problem-reports';
import type { ReplicaReads } from './replica-reads';

export type ComplianceRoutesDeps = {
  api: ApiAccess;
  config: Pick<Config, 'displayRules' | 'displayRulesFromConfig'>;
  database: Pick<Database, 'db'>;
  clock: Clock;
  limits: LimitStore;
};

/**
 * The owner's compliance page and its audit file, and a buyer's problem report (ADR 048). The
 * replica's reads come in from the composition root; a report tells the feed by an event.
 */
export const complianceRoutes: FastifyPluginAsync<{
  deps: ComplianceRoutesDeps;
  replica: ReplicaReads;
  emit: Emit;
}> = async (app, { deps, replica, emit }) => {
  const mount = mountApi(app, deps.api);
  const { db } = deps.database;
  const compliance: ComplianceDeps = {
    db,
    clock: deps.clock,
    policy: displayPolicyOf(deps.config.displayRules),
    replica,
    rulesFromConfig: deps.config.displayRulesFromConfig,
  };
  mount(calls.compliance, ({ actor }) => complianceOverview(compliance, actor));
  mount(calls.complianceAuditCsv, async ({ actor, reply }) => {
    const csv = await auditCsv(compliance, actor);
    const day = deps.clock.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="rela-mls-audit-${day}.csv"`)
      .send(csv);
  });
  mount(calls.reportListingProblem, ({ actor, params, body }) =>
    reportListingProblem(
      { db, clock: deps.clock, limits: deps.limits, emit, replica },
      actor,
      params.listingKey,
      body.text,
    ),
  );
};
