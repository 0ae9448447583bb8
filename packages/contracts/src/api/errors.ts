import { z } from 'zod/mini';

/** Every error answer of the main API: clients read status, statusMessage and message. */
export const errorBodySchema = z.object({
  status: z.number().check(z.int()),
  code: z.string(),
  statusMessage: z.string(),
  message: z.string(),
  requestId: z.optional(z.string()),
  /** Field problems of a validation error, by path. */
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  /** A refused change of state (a tour's): the states it may go to from where it is. */
  allowed: z.optional(z.array(z.string())),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Domain error codes and the status each maps to (REQ-RULE-STATUSES). */
export const errorStatus = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  CANNOT_DELETE_SELF: 400,
  /** A wrong, expired, used or dead verification code (and an unknown user) alike. */
  INVALID_CODE: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_REFRESH_TOKEN: 401,
  FORBIDDEN: 403,
  /**
   * An AI report Rela declines to make (REQ-DISPLAY-NO-REPORT): the seller's opt-out or the MLS's
   * rules; the message says which (`complianceMessages.reportDeclined`).
   */
  REPORT_DECLINED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /**
   * A listing its seller keeps off client display (`InternetEntireListingDisplayYN = false`,
   * REQ-DISPLAY-WITHHELD) sent to a buyer: nothing is sent (`complianceMessages.notForClients`).
   */
  NOT_FOR_CLIENTS: 409,
  /** A household invitation beyond `households.maxMembers`, invitations counted (ADR 049). */
  HOUSEHOLD_FULL: 409,
  /** The last member of a household asked to leave it (ADR 049). */
  LAST_MEMBER: 409,
  /** An invitation link that was already used to register (told only to a holder of the link). */
  INVITATION_USED: 410,
  PAYLOAD_TOO_LARGE: 413,
  ACCOUNT_LOCKED: 429,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;
