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

export const notImplemented = (message: string, target?: string) =>
  new ODataError(400, 'NotImplemented', message, target);
