import { teamMessages, teamRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** POST /{product}/buyers/{username}/realtor (REQ-TEAM-MOVE-BUYER). */
export const moveBuyer = async (username: string, realtorUsername: string) =>
  call(teamRoutes.moveBuyer, { params: { username }, body: { realtorUsername } });

/** The server's own sentence of a refusal, else the catalogue's "failed to move". */
export const moveErrorMessage = (error: unknown): string =>
  isApiError(error) && error.fromServer && error.status < 500
    ? error.message
    : teamMessages.moveBuyerFailed;
