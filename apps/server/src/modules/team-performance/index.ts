export { homesSentSubscriber } from './sends-reaction';
export { teamPerformanceRoutes, type TeamPerformanceRoutesDeps } from './team-performance.routes';
