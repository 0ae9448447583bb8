import { teamMessages, teamRoutes } from '@rela/contracts';
import { callWithStatus } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** DELETE /{product}/users; its 401 means "not yours to delete", so it never signs anyone out. */
export const deleteUser = async (username: string): Promise<number> =>
  (await callWithStatus(teamRoutes.deleteUser, { body: { username } })).status;

const byStatus: Readonly<Record<number, string>> = {
  401: teamMessages.deleteUnauthorized,
  403: teamMessages.deleteForbidden,
};

/** The catalogue's text for a failed deletion (REQ-TEAM-DELETE); `fallback` names what failed (buyer or realtor). */
export const deleteErrorMessage = (error: unknown, fallback: string): string => {
  if (!isApiError(error)) return fallback;
  const known = byStatus[error.status];
  if (known) return known;
  if (error.status === 400) return teamMessages.deleteSelf;
  if (error.status === 409 && error.fromServer) return error.message;
  return fallback;
};
