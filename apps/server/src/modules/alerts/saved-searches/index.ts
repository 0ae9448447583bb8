export { savedSearchesRoutes } from './saved-searches.routes';
export { matchTexts, type MatchTexts } from './search-matches';
export { insertSearchMatches } from './search-matches.queries';
export { type FiltersOf } from './saved-searches.service';
export { type SendHomes } from './suggestions.service';
export { listingKeysInReplica } from './saved-searches.queries';
