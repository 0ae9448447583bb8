import { okResponseSchema } from '../auth';
import { apiRoute, type ErrorStatus } from '../route';
import {
  completeRegistrationRequestSchema,
  deleteUserRequestSchema,
  deleteUserResponseSchema,
  getUsersResponseSchema,
  inviteInfoQuerySchema,
  inviteInfoResponseSchema,
  inviteUserQuerySchema,
  inviteUserRequestSchema,
  inviteUserResponseSchema,
  moveBuyerParamsSchema,
  moveBuyerRequestSchema,
  supervisorInfoResponseSchema,
  verifySignupRequestSchema,
} from '../team';
import {
  householdInvitationBodySchema,
  householdInvitationResponseSchema,
  householdMemberParamsSchema,
  householdQuerySchema,
  householdResponseSchema,
  leaveHouseholdBodySchema,
} from '../household';

const teamErrors: ErrorStatus[] = [400, 401, 403, 404, 409];
const registrationErrors: ErrorStatus[] = [400, 404, 409, 410];

/** The team calls behind sign-in: invite, the team tree, delete, the supervisor card. */
export const teamRoutes = {
  inviteUser: apiRoute({
    method: 'POST',
    path: '/dashboard/invite-user',
    access: 'signed-in',
    tag: 'team',
    query: inviteUserQuerySchema,
    body: inviteUserRequestSchema,
    ok: { 201: inviteUserResponseSchema },
    errors: teamErrors,
  }),
  getUsers: apiRoute({
    method: 'GET',
    path: '/dashboard/get-users',
    access: 'signed-in',
    tag: 'team',
    ok: { 200: getUsersResponseSchema },
    errors: teamErrors,
  }),
  /** A 401 here is a wrong password, not an ended session (REQ-SESSION-401). */
  deleteUser: apiRoute({
    method: 'DELETE',
    path: '/:product/users',
    access: 'signed-in',
    keepsSessionOn401: true,
    tag: 'team',
    body: deleteUserRequestSchema,
    ok: { 200: deleteUserResponseSchema },
    errors: teamErrors,
  }),
  /**
   * A team lead (or the company owner above) moves a buyer to another realtor of their own chain
   * (REQ-TEAM-MOVE-BUYER): the buyer's homes, notes, tours and alerts follow the new realtor.
   */
  moveBuyer: apiRoute({
    method: 'POST',
    path: '/:product/buyers/:username/realtor',
    access: 'signed-in',
    tag: 'team',
    params: moveBuyerParamsSchema,
    body: moveBuyerRequestSchema,
    ok: { 200: okResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  mySupervisorInfo: apiRoute({
    method: 'GET',
    path: '/dashboard/my-supervisor-info',
    access: 'signed-in',
    tag: 'team',
    ok: { 200: supervisorInfoResponseSchema },
    errors: teamErrors,
  }),
} as const;

/** The public calls of invited registration (REQ-REG-INVITE-LINK, REQ-REG-INVITE-SUBMIT). */
export const registrationRoutes = {
  getInviteInfo: apiRoute({
    method: 'GET',
    path: '/dashboard/get-invite-info',
    access: 'public',
    tag: 'registration',
    query: inviteInfoQuerySchema,
    ok: { 200: inviteInfoResponseSchema },
    errors: registrationErrors,
  }),
  verifySignupRequest: apiRoute({
    method: 'POST',
    path: '/dashboard/verify-signup-request',
    access: 'public',
    tag: 'registration',
    body: verifySignupRequestSchema,
    ok: { 200: inviteInfoResponseSchema },
    errors: registrationErrors,
  }),
  completeRegistration: apiRoute({
    method: 'POST',
    path: '/dashboard/complete-registration',
    access: 'public',
    tag: 'registration',
    body: completeRegistrationRequestSchema,
    ok: { 201: okResponseSchema },
    errors: registrationErrors,
  }),
} as const;

/** Households (ADR 049): co-buyers on one list; a buyer's own, or their realtor's for them. */
export const householdRoutes = {
  household: apiRoute({
    method: 'GET',
    path: '/:product/household',
    access: 'signed-in',
    tag: 'households',
    query: householdQuerySchema,
    ok: { 200: householdResponseSchema },
    errors: [400, 401, 404],
  }),
  inviteToHousehold: apiRoute({
    method: 'POST',
    path: '/:product/household/invitations',
    access: 'signed-in',
    tag: 'households',
    body: householdInvitationBodySchema,
    ok: { 201: householdInvitationResponseSchema },
    errors: [400, 401, 404, 409, 429],
  }),
  leaveHousehold: apiRoute({
    method: 'DELETE',
    path: '/:product/household/members/:username',
    access: 'signed-in',
    tag: 'households',
    params: householdMemberParamsSchema,
    body: leaveHouseholdBodySchema,
    ok: { 200: okResponseSchema },
    errors: [400, 401, 404, 409],
  }),
} as const;
