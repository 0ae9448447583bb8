/**
 * The households module's face (ADR 044, ADR 049): the household calls (read, invite a co-buyer,
 * leave or remove a member). Joining is the team's registration; the list, the notes and the
 * notices follow a leave as reactions in their own modules.
 */
export { householdsRoutes, type HouseholdsRoutesDeps } from './households.routes';
