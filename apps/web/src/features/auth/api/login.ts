import { useCallback, useState } from 'react';
import { apiRoutes, type LoginRequest, type TokenResponse } from '@rela/contracts';
import { ApiError } from '../../../lib/api-error';
import { callWithStatus } from '../../../lib/api-client';
import { apiMessages } from '../../../lib/web-texts';

/** 200/201: signed in. 206: a password change is required first (completed on forgot-password). */
export type LoginOutcome =
  | { kind: 'signed-in'; tokens: TokenResponse }
  | { kind: 'password-change-required'; username: string; challenge: string };

/** POST /login with the 30 s main API timeout; the refresh token arrives as the HttpOnly cookie. */
export const login = async (body: LoginRequest): Promise<LoginOutcome> => {
  const { status, data } = await callWithStatus(apiRoutes.login, { body });
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

/**
 * The sign-in call and whether it is under way. Plain React state rather than a TanStack Query
 * mutation: the sign-in screen is the first load, and carries no mutation code (bundle budget).
 */
export const useLogin = () => {
  const [isPending, setPending] = useState(false);
  const run = useCallback(async (body: LoginRequest) => {
    setPending(true);
    try {
      return await login(body);
    } finally {
      setPending(false);
    }
  }, []);
  return { isPending, run };
};
