import { apiPaths, okResponseSchema, timing } from '@rela/contracts';
import { request } from '../../../lib/api-client';

/** POST /undo-email-change (a public path: no bearer token): the token of the link mailed to the old address. */
export const undoEmailChange = (token: string) =>
  request({
    method: 'POST',
    path: apiPaths.undoEmailChange,
    body: { token },
    schema: okResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });
