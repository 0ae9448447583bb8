import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  timing,
  normalizeUsername,
  registrationMessages,
  type TokenResponse,
} from '@rela/contracts';
import { registerWithAssistant } from '../../lib/assistant-client';
import { useSessionActions } from '../../lib/session-context';
import { completeRegistration } from './api/complete-registration';
import { verifySignupRequest } from './api/verify-signup-request';
import { registrationErrorMessage } from './utils/registration-errors';
import type { RegistrationValues } from './utils/registration-form';
import { wait } from '../../lib/wait';

/** Signs in with the new credentials; null when that did not give a session. `app/` provides it. */
export type SignInCall = (credentials: {
  username: string;
  password: string;
}) => Promise<TokenResponse | null>;

const signInOrNull = async (signIn: SignInCall, username: string, password: string) => {
  try {
    return await signIn({ username, password });
  } catch {
    return null;
  }
};

/**
 * Submit: verify the invitation again, create the account, sign in, register with the assistant and
 * log in to it, wait 2 s, then /home.
 * The session is adopted only after the pause, so the signed-out area does not jump away early.
 */
export const useInviteRegistration = (
  invite: { requestId: string; email: string },
  signIn: SignInCall,
) => {
  const navigate = useNavigate();
  const session = useSessionActions();
  const [signingIn, setSigningIn] = useState(false);

  /** Signs in with the new account, then the assistant; a failed sign-in goes to the sign-in page. */
  const enter = async (username: string, password: string) => {
    setSigningIn(true);
    const tokens = await signInOrNull(signIn, username, password);
    if (!tokens) {
      navigate('/auth/login', {
        replace: true,
        state: { notice: registrationMessages.loginFailedAfter },
      });
      return;
    }
    // Register with the assistant and log in to it; the dashboard works without it if that fails.
    await registerWithAssistant({ username, password }, tokens.accessToken);
    await wait(timing.postRegistrationRedirectMs);
    session.signIn(tokens, false);
    navigate('/home', { replace: true });
  };

  const registration = useMutation({
    mutationFn: async (values: RegistrationValues) => {
      const username = normalizeUsername(values.username);
      await verifySignupRequest(invite.requestId);
      await completeRegistration({
        username,
        password: values.password,
        requestId: invite.requestId,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: invite.email,
      });
      return username;
    },
    onSuccess: (username, values) => void enter(username, values.password),
  });

  return {
    busy: registration.isPending || signingIn,
    signingIn,
    error: registration.isError ? registrationErrorMessage(registration.error) : null,
    register: (values: RegistrationValues) => registration.mutate(values),
  };
};
