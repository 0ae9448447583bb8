/**
 * Why an MLS call failed. `rejected` is a 4xx answer of a healthy MLS (bad query, unknown key);
 * every other kind means the MLS is down, slow, throttling or refusing us: an outage.
 */
export type MlsErrorKind =
  | 'timeout'
  | 'network'
  | 'server'
  | 'throttled'
  | 'unauthorized'
  | 'protocol'
  | 'circuit-open'
  | 'rejected';

export type MlsErrorDetails = {
  /** HTTP status of the MLS's answer, when there was one. */
  status?: number;
  /** RESO error code of the answer (`TooManyClauses`, `NotImplemented`, ...). */
  resoCode?: string;
};

/** An MLS call that did not succeed; its message never holds a token or a secret. */
export class MlsError extends Error {
  constructor(
    readonly kind: MlsErrorKind,
    message: string,
    readonly details: MlsErrorDetails = {},
  ) {
    super(message);
    this.name = 'MlsError';
  }
}

export const isMlsError = (error: unknown): error is MlsError => error instanceof MlsError;

/** Whether the error says the MLS is failing (counted by the circuit breaker, answered 503). */
export const isMlsOutage = (error: unknown): boolean =>
  isMlsError(error) && error.kind !== 'rejected';

/** The RESO error code of a JSON error body (`{"error": {"code": ...}}`), if any. */
export const resoCodeOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
};
