import { searchRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { mountApi } from '../auth/mount-api';
import { createSearchAnswers } from './search-answers';
import { searchListings, type SearchDeps } from './search.service';

/** Finding homes in the MLS replica (ADR 023), behind sign-in. */
export const searchRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const mount = mountApi(app, deps);
  const search: SearchDeps = {
    db: deps.database.db,
    answers: createSearchAnswers({ bus: deps.invalidations, clock: deps.clock }),
  };

  mount(calls.searchListings, ({ actor, query }) => searchListings(search, actor, query));
};
