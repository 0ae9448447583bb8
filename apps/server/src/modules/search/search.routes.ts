import { searchRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database, Db } from '../../db/client';
import { createBoundedCache } from '../../platform/cache/bounded-cache';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../config';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { displayPolicyOf } from '../compliance';
import { readSyncPass, type SyncPass } from '../replica';
import { createSearchAnswers } from './search-answers';
import { searchListings, type CostDefaultsOf, type SearchDeps } from './search.service';

/** Where the sync stands, read at most once a second (the disclaimers' time, ADR 048). */
const syncPassOf = (db: Db, clock: Clock) => {
  const passes = createBoundedCache<'pass', SyncPass>({ max: 1, clock, ttlMs: 1_000 });
  return async () => {
    const known = passes.get('pass');
    if (known) return known;
    const pass = await readSyncPass(db);
    passes.set('pass', pass);
    return pass;
  };
};

/** What the search route takes. */
export type SearchRoutesDeps = {
  api: ApiAccess;
  database: Pick<Database, 'db'>;
  clock: Clock;
  config: Pick<Config, 'displayRules'>;
  /** Writes to the replica are heard on it; absent, answers are not kept. */
  invalidations?: InvalidationBus;
};

/**
 * Finding homes in the MLS replica (ADR 023), behind sign-in; `costDefaults` gives each caller's
 * cost defaults (the costs module's, ADR 051) for a monthly limit or order.
 */
export const searchRoutes: FastifyPluginAsync<{
  deps: SearchRoutesDeps;
  costDefaults: CostDefaultsOf;
}> = async (app, { deps, costDefaults }) => {
  const mount = mountApi(app, deps.api);
  const search: SearchDeps = {
    db: deps.database.db,
    clock: deps.clock,
    costDefaults,
    product: deps.api.product,
    display: displayPolicyOf(deps.config.displayRules),
    syncPass: syncPassOf(deps.database.db, deps.clock),
    answers: createSearchAnswers({ bus: deps.invalidations, clock: deps.clock }),
  };

  mount(calls.searchListings, ({ actor, query }) => searchListings(search, actor, query));
};
