/** How a call failed: an HTTP error answer, no answer in time, no answer at all, or an answer of the wrong shape. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response';

/** Every failure of the API client, normalised to status, message and data (REQ-ERROR-SHAPE). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: unknown;
  readonly kind: ApiErrorKind;
  /** True when the message is the server's own statusMessage or message. */
  readonly fromServer: boolean;
  /** A 429's `Retry-After` in seconds, when the server sent one. */
  readonly retryAfterSeconds: number | null;

  constructor(params: {
    status: number;
    message: string;
    data?: unknown;
    kind: ApiErrorKind;
    fromServer?: boolean;
    retryAfterSeconds?: number | null;
  }) {
    super(params.message);
    this.status = params.status;
    this.data = params.data ?? null;
    this.kind = params.kind;
    this.fromServer = params.fromServer ?? false;
    this.retryAfterSeconds = params.retryAfterSeconds ?? null;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** How many seconds a refused call asks to wait (its `Retry-After`), or null. */
export const retryAfterSecondsOf = (error: unknown): number | null =>
  isApiError(error) ? error.retryAfterSeconds : null;

/** The code of a refused call's answer (`NOT_FOR_CLIENTS`, `REPORT_DECLINED`, ...), or null. */
export const apiErrorCodeOf = (error: unknown): string | null => {
  if (!isApiError(error)) return null;
  const code = (error.data as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};
