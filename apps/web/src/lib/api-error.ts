/** How a call failed: an HTTP error answer, no answer in time, no answer at all, or an answer of the wrong shape. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response';

/** Every failure of the API client, normalised to status, message and data (DESIGN.md section 5). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: unknown;
  readonly kind: ApiErrorKind;
  /** True when the message is the server's own statusMessage or message. */
  readonly fromServer: boolean;

  constructor(params: {
    status: number;
    message: string;
    data?: unknown;
    kind: ApiErrorKind;
    fromServer?: boolean;
  }) {
    super(params.message);
    this.status = params.status;
    this.data = params.data ?? null;
    this.kind = params.kind;
    this.fromServer = params.fromServer ?? false;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
