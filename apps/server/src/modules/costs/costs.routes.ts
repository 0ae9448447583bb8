import { costRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { householdReader } from '../../platform/policy/households.queries';
import { mlsClientFor, type ListingReaderForDeps } from '../replica';
import { readCostDefaults, updateCostDefaults } from './cost-defaults.service';
import { monthlyCostOfListing } from './monthly-cost.service';

export type CostsRoutesDeps = ListingReaderForDeps & { api: ApiAccess };

/**
 * What a home costs a month and the defaults behind it (REQ-COST-MONTHLY, REQ-COST-DEFAULTS,
 * ADR 051): the listing's estimate for the caller, and a household's or the company's defaults.
 */
export const costsRoutes: FastifyPluginAsync<{ deps: CostsRoutesDeps }> = async (app, { deps }) => {
  const mount = mountApi(app, deps.api);
  const db = deps.database.db;
  const costs = {
    db,
    clock: deps.clock,
    householdOf: householdReader({ db, clock: deps.clock, invalidations: deps.invalidations }),
  };
  const listings = mlsClientFor(deps, (close) => app.addHook('onClose', close));

  mount(calls.monthlyCost, ({ actor, params, query, request }) =>
    monthlyCostOfListing({ ...costs, listings }, actor, params.listingKey, query, request.log),
  );
  mount(calls.costDefaults, ({ actor, query }) => readCostDefaults(costs, actor, query.buyer));
  mount(calls.updateCostDefaults, ({ actor, query, body }) =>
    updateCostDefaults(costs, actor, query.buyer, body),
  );
};
