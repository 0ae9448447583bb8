import { savedSearchRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { mountApi, type ApiAccess } from '../../../platform/http/mount-api';
import { createSearch, deleteSearch, listSearches, type FiltersOf } from './saved-searches.service';
import {
  approveSuggestion,
  dismissSuggestion,
  listSuggestions,
  type SuggestionDeps,
} from './suggestions.service';

/** What the saved searches' calls take of the app. */
export type SavedSearchesRoutesDeps = {
  api: ApiAccess;
  database: Pick<Database, 'db'>;
  clock: Clock;
};

/**
 * Saved searches and concierge suggestions (ADR 031). The search's filters and the send of homes
 * are other modules' (a query and a command, not reactions): app.ts passes them in.
 */
export const savedSearchesRoutes: FastifyPluginAsync<{
  deps: SavedSearchesRoutesDeps;
  filtersOf: FiltersOf;
  sendHomes: SuggestionDeps['sendHomes'];
  homesChanged: NonNullable<SuggestionDeps['homesChanged']>;
}> = async (app, { deps, filtersOf, sendHomes, homesChanged }) => {
  const mount = mountApi(app, deps.api);
  const searches = { db: deps.database.db, clock: deps.clock, filtersOf };
  const suggestions: SuggestionDeps = {
    db: deps.database.db,
    clock: deps.clock,
    sendHomes,
    homesChanged,
  };
  mount(calls.savedSearches, ({ actor }) => listSearches(searches, actor));
  mount(calls.createSavedSearch, ({ actor, body }) => createSearch(searches, actor, body));
  mount(calls.deleteSavedSearch, ({ actor, params }) => deleteSearch(searches, actor, params.id));
  mount(calls.suggestions, ({ actor }) => listSuggestions(suggestions, actor));
  mount(calls.approveSuggestion, ({ actor, params }) =>
    approveSuggestion(suggestions, actor, params.id),
  );
  mount(calls.dismissSuggestion, ({ actor, params }) =>
    dismissSuggestion(suggestions, actor, params.id),
  );
};
