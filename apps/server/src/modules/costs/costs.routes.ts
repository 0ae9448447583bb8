import { costRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { householdReader } from '../../platform/policy/households.queries';
import { mlsClientFor, type ListingReaderForDeps } from '../replica';
import { readCostDefaults, updateCostDefaults, type CostsDeps } from './cost-defaults.service';
import { monthlyCostOfListing } from './monthly-cost.service';

export type CostsRoutesDeps = ListingReaderForDeps & { api: ApiAccess };

/** The costs module's own parts over the app's: its database, clock and household reader. */
export const costsDepsOf = (
  deps: Pick<CostsRoutesDeps, 'database' | 'clock' | 'invalidations'>,
): CostsDeps => ({
  db: deps.database.db,
  clock: deps.clock,
  householdOf: householdReader({
    db: deps.database.db,
    clock: deps.clock,
    invalidations: deps.invalidations,
  }),
});

/**
 * What a home costs a month and the defaults behind it (REQ-COST-MONTHLY, REQ-COST-DEFAULTS,
 * ADR 051): the listing's estimate for the caller, and a household's or the company's defaults.
 */
export const costsRoutes: FastifyPluginAsync<{ deps: CostsRoutesDeps }> = async (app, { deps }) => {
  const mount = mountApi(app, deps.api);
  const costs = costsDepsOf(deps);
  const listings = mlsClientFor(deps, (close) => app.addHook('onClose', close));

  mount(calls.monthlyCost, ({ actor, params, query, request }) =>
    monthlyCostOfListing({ ...costs, listings }, actor, params.listingKey, query, request.log),
  );
  mount(calls.costDefaults, ({ actor, query }) => readCostDefaults(costs, actor, query.buyer));
  mount(calls.updateCostDefaults, ({ actor, query, body }) =>
    updateCostDefaults(costs, actor, query.buyer, body),
  );
};
