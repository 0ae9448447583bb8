/** The health module's face (ADR 044): liveness and readiness. */
export { healthRoutes } from './health.routes';
export type { ReadinessDeps } from './readiness';
