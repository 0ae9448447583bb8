import { errorStatus, messages, type ErrorCode } from '@rela/contracts';

const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION: messages.server.validation,
  BAD_REQUEST: messages.server.validation,
  CANNOT_DELETE_SELF: messages.team.deleteSelf,
  INVALID_CODE: messages.passwordReset.incorrectCode,
  UNAUTHORIZED: messages.server.unauthorized,
  INVALID_CREDENTIALS: messages.server.invalidCredentials,
  INVALID_REFRESH_TOKEN: messages.server.invalidRefreshToken,
  FORBIDDEN: messages.server.forbidden,
  NOT_FOUND: messages.server.notFound,
  CONFLICT: messages.server.validation,
  INVITATION_USED: messages.invitationLink.used(null),
  PAYLOAD_TOO_LARGE: messages.server.payloadTooLarge,
  ACCOUNT_LOCKED: messages.server.accountLocked,
  RATE_LIMITED: messages.server.rateLimited,
  INTERNAL: messages.server.internal,
  UNAVAILABLE: messages.server.unavailable,
};

/** A domain error: a literal code, the catalogue's message, and optional response headers. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = defaultMessages[code],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const appError = (code: ErrorCode, message?: string, headers?: Record<string, string>) =>
  new AppError(code, message, headers);

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
