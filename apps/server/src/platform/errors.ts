import {
  complianceMessages,
  households,
  householdMessages,
  teamMessages,
  passwordResetMessages,
  type ErrorCode,
  invitationLinkMessages,
  errorStatus,
  serverMessages,
} from '@rela/contracts';

const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION: serverMessages.validation,
  BAD_REQUEST: serverMessages.validation,
  CANNOT_DELETE_SELF: teamMessages.deleteSelf,
  INVALID_CODE: passwordResetMessages.incorrectCode,
  UNAUTHORIZED: serverMessages.unauthorized,
  INVALID_CREDENTIALS: serverMessages.invalidCredentials,
  INVALID_REFRESH_TOKEN: serverMessages.invalidRefreshToken,
  FORBIDDEN: serverMessages.forbidden,
  REPORT_DECLINED: complianceMessages.reportDeclined.seller,
  NOT_FOUND: serverMessages.notFound,
  CONFLICT: serverMessages.validation,
  NOT_FOR_CLIENTS: complianceMessages.notForClients.cannotSend,
  HOUSEHOLD_FULL: householdMessages.full(households.maxMembers),
  LAST_MEMBER: householdMessages.lastMember,
  INVITATION_USED: invitationLinkMessages.used(null),
  PAYLOAD_TOO_LARGE: serverMessages.payloadTooLarge,
  ACCOUNT_LOCKED: serverMessages.accountLocked,
  RATE_LIMITED: serverMessages.rateLimited,
  INTERNAL: serverMessages.internal,
  UNAVAILABLE: serverMessages.unavailable,
};

/** A domain error: a literal code, the catalogue's message, and optional response headers. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = defaultMessages[code],
    readonly headers: Record<string, string> = {},
    /** A refused change of state: the states it may go to (a tour's 409). */
    readonly allowed?: readonly string[],
    /** A refused input that no schema could judge alone: the fields it names, with the message. */
    readonly issues?: readonly { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const appError = (code: ErrorCode, message?: string, headers?: Record<string, string>) =>
  new AppError(code, message, headers);

/** A 409 for a change the state does not allow, naming the states it may go to. */
export const conflictAllowing = (message: string, allowed: readonly string[]) =>
  new AppError('CONFLICT', message, {}, allowed);

/**
 * A 400 for an input judged against something the schema does not see (a down payment over the
 * listing's price): `VALIDATION`, named as a schema's refusal is (`issues`).
 */
export const invalidInput = (path: string, message: string) =>
  new AppError('VALIDATION', message, {}, undefined, [{ path, message }]);

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
