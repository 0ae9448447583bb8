import { useQuery } from '@tanstack/react-query';
import { registrationRoutes, type InviteInfoResponse } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** GET /dashboard/get-invite-info?requestId= (public): the invited e-mail, role and inviter. */
export const getInviteInfo = (
  requestId: string,
  signal?: AbortSignal,
): Promise<InviteInfoResponse> =>
  call(registrationRoutes.getInviteInfo, { query: { requestId }, signal });

/** Validates the invitation once on load; a refused id is an answer, not something to retry. */
export const useInviteInfo = (requestId: string | null) =>
  useQuery({
    queryKey: ['invite-info', requestId] as const,
    queryFn: ({ signal }) => getInviteInfo(requestId ?? '', signal),
    enabled: requestId !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
