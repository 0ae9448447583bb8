/** The codes this server puts in a RESO JSON error body. */
export type ResoErrorCode =
  | 'BadRequest'
  | 'NotImplemented'
  | 'TooManyClauses'
  | 'Unauthorized'
  | 'Forbidden'
  | 'NotFound'
  | 'TooManyRequests'
  | 'InternalError';

/** A request the OData engine refuses; the app's error handler turns it into a RESO JSON error. */
export class ODataError extends Error {
  constructor(
    readonly status: number,
    readonly code: ResoErrorCode,
    message: string,
    readonly target?: string,
  ) {
    super(message);
    this.name = 'ODataError';
  }
}

export const badRequest = (message: string, target?: string) =>
  new ODataError(400, 'BadRequest', message, target);

/** A feature of OData this server does not implement: 501, as OData answers it (not a 400). */
export const notImplemented = (message: string, target?: string) =>
  new ODataError(501, 'NotImplemented', message, target);
