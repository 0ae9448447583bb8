import { contactRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** POST /undo-email-change (a public path: no bearer token): the token of the link mailed to the old address. */
export const undoEmailChange = (token: string) =>
  call(contactRoutes.undoEmailChange, { body: { token } });
