import { z } from 'zod/mini';
import { usernameSchema } from './auth';
import { timeZoneSchema } from './alerts';
import { inviteEmailSchema } from './team';

/** One member of a household as every member and its realtor see them (ADR 049). */
export const householdMemberSchema = z.object({
  username: z.string(),
  name: z.string(),
  /** The profile photo's URL, or null for initials. */
  profileImage: z.nullable(z.string()),
  /** ISO 8601: when they joined (for the first member, when their account was made). */
  joinedAt: z.string(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

/** A live invitation to join (its e-mail and when it expires, ISO 8601). */
export const householdInvitationSchema = z.object({ email: z.string(), expiresAt: z.string() });

/**
 * A buyer's household: every member (the caller among them, first by joining), and the live
 * invitations. A buyer alone is a household of one with no invitations.
 */
export const householdSchema = z.object({
  members: z.array(householdMemberSchema),
  invitations: z.array(householdInvitationSchema),
  /** `households.maxMembers`, as the server enforces it. */
  maxMembers: z.number().check(z.int()),
});
export type Household = z.infer<typeof householdSchema>;

/** GET /{product}/household: the caller's; a realtor names one of their buyers (`buyerUsername`). */
export const householdQuerySchema = z.object({ buyerUsername: z.optional(usernameSchema) });
export const householdResponseSchema = z.object({ status: z.literal(200), data: householdSchema });
export type HouseholdResponse = z.infer<typeof householdResponseSchema>;

/**
 * POST /{product}/household/invitations: a buyer invites to their own household; their realtor
 * names the buyer (`buyerUsername`). `timeZone` as for any invitation (the e-mail's expiry).
 */
export const householdInvitationBodySchema = z.object({
  email: inviteEmailSchema,
  buyerUsername: z.optional(usernameSchema),
  timeZone: z.optional(timeZoneSchema),
});
export type HouseholdInvitationBody = z.input<typeof householdInvitationBodySchema>;
export const householdInvitationResponseSchema = z.object({
  status: z.literal(201),
  message: z.string(),
  data: householdInvitationSchema,
});

/** DELETE /{product}/household/members/{username}: leave (yourself) or remove (the realtor). */
export const householdMemberParamsSchema = z.object({ username: usernameSchema });
export const leaveHouseholdBodySchema = z._default(
  z.object({ keepCopy: z._default(z.boolean(), false) }),
  { keepCopy: false },
);
export type LeaveHouseholdBody = z.input<typeof leaveHouseholdBodySchema>;
