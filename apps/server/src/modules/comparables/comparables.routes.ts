import { marketRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { householdReader } from '../../platform/policy/households.queries';
import { displayPolicyOf } from '../compliance';
import { mlsClientFor, type ListingReaderForDeps } from '../replica';
import { chooseComparables, readComparables, type ComparablesDeps } from './comparables.service';

/** What the comparables' calls take: the MLS reader's needs (the home) and the API's access. */
export type ComparablesRoutesDeps = ListingReaderForDeps & { api: ApiAccess };

/**
 * What homes like a listing sold for (REQ-COST-COMPARABLES, ADR 051), and the realtor's choice of
 * them for a buyer's household, behind sign-in.
 */
export const comparablesRoutes: FastifyPluginAsync<{ deps: ComparablesRoutesDeps }> = async (
  app,
  { deps },
) => {
  const mount = mountApi(app, deps.api);
  const comparables: ComparablesDeps = {
    db: deps.database.db,
    clock: deps.clock,
    product: deps.api.product,
    display: displayPolicyOf(deps.config.displayRules),
    reader: mlsClientFor(deps, (close) => app.addHook('onClose', close)),
    householdOf: householdReader({ ...deps, db: deps.database.db }),
  };

  mount(calls.comparables, ({ actor, params, query, request }) =>
    readComparables(comparables, request.log, actor, { ...params, buyer: query.buyer }),
  );
  mount(calls.updateComparables, ({ actor, params, query, body, request }) =>
    chooseComparables(comparables, request.log, actor, { ...params, buyer: query.buyer }, body),
  );
};
