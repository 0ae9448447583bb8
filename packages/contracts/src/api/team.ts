import { z } from 'zod/mini';
import { limits } from '../constants';
import { timeZoneSchema } from './alerts';
import { registrationMessages } from '../messages/registration';
import { teamMessages } from '../messages/team';
import { roles } from '../roles';
import { isEmail } from '../rules/user';
import { newUsernameSchema, usernameSchema } from './auth';
import { newPasswordSchema } from './recovery';

const nullableString = z.nullable(z.string());

/** An e-mail address as typed: trimmed, lowercased, checked. */
export const inviteEmailSchema = z.pipe(
  z
    .string(teamMessages.inviteEmailInvalid)
    .check(
      z.trim(),
      z.minLength(1, teamMessages.inviteEmailRequired),
      z.maxLength(limits.emailMaxLength, teamMessages.inviteEmailInvalid),
      z.refine(isEmail, teamMessages.inviteEmailInvalid),
    ),
  z.transform((email) => email.toLowerCase()),
);

/** An invitation's id as sent; any shape is accepted here and refused with one generic 404. */
export const requestIdSchema = z.string().check(z.maxLength(200));

/** POST /dashboard/invite-user?clientEmail=: the query value wins over the body's e-mail. */
export const inviteUserQuerySchema = z.object({ clientEmail: z.optional(inviteEmailSchema) });
/**
 * The invited role follows from the inviter's role; a `userType` here is ignored. `timeZone` is the
 * inviter's browser zone: the e-mail gives the link's expiry there (ADR 041).
 */
export const inviteUserRequestSchema = z._default(
  z.object({
    email: z.optional(inviteEmailSchema),
    userType: z.optional(z.string().check(z.maxLength(limits.nameMaxLength))),
    timeZone: z.optional(timeZoneSchema),
  }),
  {},
);
export type InviteUserRequest = z.input<typeof inviteUserRequestSchema>;

export const invitationSchema = z.object({
  requestId: z.string(),
  email: z.string(),
  role: z.enum(roles),
});
export const inviteUserResponseSchema = z.object({
  status: z.literal(201),
  message: z.string(),
  data: invitationSchema,
});
export type InviteUserResponse = z.infer<typeof inviteUserResponseSchema>;

/** GET /dashboard/get-invite-info?requestId= and POST /dashboard/verify-signup-request. */
export const inviteInfoQuerySchema = z.object({ requestId: z._default(requestIdSchema, '') });
export const verifySignupRequestSchema = z.object({ requestId: requestIdSchema });
export const inviteInfoSchema = z.object({
  email: z.string(),
  role: z.enum(roles),
  inviterName: z.string(),
  /** A household invitation (ADR 049): the names of the members the invitee joins. */
  household: z.optional(z.object({ memberNames: z.array(z.string()) })),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;
export const inviteInfoResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  data: inviteInfoSchema,
});
export type InviteInfoResponse = z.infer<typeof inviteInfoResponseSchema>;

const nameSchema = (required: string) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(limits.nameMaxLength));

/** POST /dashboard/complete-registration: answers 201 `{status, message}`; it does not sign in. */
export const completeRegistrationRequestSchema = z.object({
  username: newUsernameSchema,
  password: newPasswordSchema,
  requestId: requestIdSchema,
  firstName: nameSchema(registrationMessages.firstNameRequired),
  lastName: nameSchema(registrationMessages.lastNameRequired),
  email: z.string().check(z.trim(), z.maxLength(limits.emailMaxLength)),
});
export type CompleteRegistrationRequest = z.input<typeof completeRegistrationRequestSchema>;

export const registrationStatuses = ['completed', 'pending'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** One user in the team tree; a pending invitee has the e-mail as userId and username. */
export const treeLeafSchema = z.object({
  /** The e-mail address; the web app shows it as the member's e-mail (REQ-TEAM-MEMBER). */
  userId: z.string(),
  username: z.string(),
  firstName: nullableString,
  lastName: nullableString,
  profilePicURL: nullableString,
  /** A buyer's listing keys; empty for everyone else. */
  properties: z.array(z.string()),
  registrationStatus: z.enum(registrationStatuses),
  role: z.enum(roles),
  /**
   * A registered buyer's household id (ADR 049): buyers who share it are one household, shown as
   * one row on My Buyers. Absent for the other roles, invitees, and servers that do not send it.
   */
  householdId: z.optional(z.string()),
});
const treeMiddleSchema = z.extend(treeLeafSchema, {
  children: z.optional(z.array(treeLeafSchema)),
});
/** At most three levels below the caller (an owner's leads, their realtors, their buyers). */
export const treeEntrySchema = z.extend(treeLeafSchema, {
  children: z.optional(z.array(treeMiddleSchema)),
});
export type TreeLeaf = z.infer<typeof treeLeafSchema>;
export type TreeEntry = z.infer<typeof treeEntrySchema>;

/** GET /dashboard/get-users: the caller's direct subordinates with theirs as children. */
export const getUsersResponseSchema = z.object({
  status: z.literal(200),
  data: z.object({ usersInfo: z.array(treeEntrySchema) }),
});
export type GetUsersResponse = z.infer<typeof getUsersResponseSchema>;

/** DELETE /{product}/users: a direct subordinate, or a pending invitee by e-mail. */
export const deleteUserRequestSchema = z.object({ username: usernameSchema });

/** POST /{product}/buyers/{username}/realtor: the buyer, and the realtor they move to. */
export const moveBuyerParamsSchema = z.object({ username: usernameSchema });
export const moveBuyerRequestSchema = z.object({
  realtorUsername: z
    .string(teamMessages.realtorRequired)
    .check(
      z.trim(),
      z.minLength(1, teamMessages.realtorRequired),
      z.maxLength(limits.usernameMaxLength, teamMessages.realtorRequired),
    ),
});
export type MoveBuyerRequest = z.input<typeof moveBuyerRequestSchema>;
export type DeleteUserRequest = z.input<typeof deleteUserRequestSchema>;
export const deleteUserResponseSchema = z.object({
  error: z.literal(false),
  status: z.literal(200),
  message: z.string(),
});
export type DeleteUserResponse = z.infer<typeof deleteUserResponseSchema>;

/** GET /dashboard/my-supervisor-info (REQ-SUPERVISOR-CARD); null where absent. */
export const supervisorInfoSchema = z.object({
  supervisorFirstName: nullableString,
  supervisorLastName: nullableString,
  supervisorFullName: nullableString,
  supervisorEmail: nullableString,
  supervisorProfileImage: nullableString,
  supervisorRole: z.nullable(z.enum(roles)),
  supervisorPhone: nullableString,
  realtorFirstName: nullableString,
  realtorLastName: nullableString,
  realtorEmail: nullableString,
  realtorProfileImage: nullableString,
  realtorPhone: nullableString,
  teamLeadFullName: nullableString,
});
export type SupervisorInfo = z.infer<typeof supervisorInfoSchema>;
export const supervisorInfoResponseSchema = z.object({
  status: z.literal(200),
  data: supervisorInfoSchema,
});
export type SupervisorInfoResponse = z.infer<typeof supervisorInfoResponseSchema>;
