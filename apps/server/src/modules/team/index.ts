/** The team module's face (ADR 044): the team's calls, and registration by invitation. */
export { teamRoutes, type TeamRoutesDeps } from './team.routes';
export { registrationRoutes, type RegistrationRoutesDeps } from './registration.routes';
/** Household invitations (ADR 049) are the team's invitations with a household. */
export { queueInvitation } from './invitations.service';
export { listLiveHouseholdInvitations } from './invitations.queries';
export { liveHouseholdInvitationsCount } from './household-join.queries';
