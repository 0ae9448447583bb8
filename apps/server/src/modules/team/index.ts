/** The team module's face (ADR 044): the team's calls, and registration by invitation. */
export { teamRoutes, type TeamRoutesDeps } from './team.routes';
export { registrationRoutes, type RegistrationRoutesDeps } from './registration.routes';
