import { useMutation } from '@tanstack/react-query';
import { authRoutes, type LoginRequest, type TokenResponse } from '@rela/contracts';
import { ApiError } from '../../../lib/api-error';
import { callWithStatus } from '../../../lib/api-client';
import { apiMessages } from '../../../lib/web-texts';

/** 200/201: signed in. 206: a password change is required first (completed on forgot-password). */
export type LoginOutcome =
  | { kind: 'signed-in'; tokens: TokenResponse }
  | { kind: 'password-change-required'; username: string; challenge: string };

/** POST /login with the 30 s main API timeout; the refresh token arrives as the HttpOnly cookie. */
export const login = async (body: LoginRequest): Promise<LoginOutcome> => {
  const { status, data } = await callWithStatus(authRoutes.login, { body });
  if ('challenge' in data) {
    return { kind: 'password-change-required', username: data.username, challenge: data.challenge };
  }
  if (status === 200 || status === 201) return { kind: 'signed-in', tokens: data };
  throw new ApiError({
    status,
    kind: 'invalid-response',
    message: apiMessages.invalidResponse,
    data,
  });
};

/** The sign-in call as a mutation: `run` resolves to the outcome, `isPending` while it is under way. */
export const useLogin = () => {
  const { isPending, mutateAsync } = useMutation({ mutationFn: login });
  return { isPending, run: mutateAsync };
};
