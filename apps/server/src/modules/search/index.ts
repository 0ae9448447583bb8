/** The search module's face (ADR 023, ADR 044): its route, and the filters a saved search reuses. */
export { searchRoutes, type SearchRoutesDeps } from './search.routes';
export { filtersOf, type CostDefaultsOf } from './search.service';
