import { useState } from 'react';
import { useNavigate } from 'react-router';
import { registrationMessages, type TokenResponse } from '@rela/contracts';
import { registerWithAssistant } from '../../../lib/assistant-client';
import { useSessionActions } from '../../../lib/session-context';
import { useCompleteUserRegistration } from '../api/complete-user-registration';
import { useLogin } from '../api/login';
import { newPasswordError, type NewPasswordValues } from '../utils/new-password-error';
import type { PasswordChangeState } from '../utils/password-change-state';
import { completeRegistrationErrorMessage } from '../utils/recovery-errors';
import { NewPasswordForm } from './new-password-form';
import { RecoveryHeading } from './recovery-heading';
import { LegalAgreement, type LegalDialogs } from '../../../components/legal-agreement';
import { labels } from '../../../lib/labels';

const text = labels.forgotPassword;

export type CompleteRegistrationFlowProps = { pending: PasswordChangeState; legal: LegalDialogs };

/**
 * The temporary-password path (after a 206 sign-in): choose a password, agree to the terms, then
 * sign in with the new password, register with the assistant and log in to it, and land on /home.
 */
export const CompleteRegistrationFlow = ({ pending, legal }: CompleteRegistrationFlowProps) => {
  const navigate = useNavigate();
  const session = useSessionActions();
  const completeCall = useCompleteUserRegistration();
  const loginCall = useLogin();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [joiningChat, setJoiningChat] = useState(false);

  const loginFailed = () =>
    navigate('/auth/login', {
      replace: true,
      state: { notice: registrationMessages.loginFailedAfter },
    });

  /** Then register with the assistant and log in to it (its failure keeps nobody out). */
  const enter = async (tokens: TokenResponse, password: string) => {
    setJoiningChat(true);
    await registerWithAssistant({ username: pending.username, password }, tokens.accessToken);
    session.signIn(tokens, false);
    navigate('/home', { replace: true });
  };

  const signInWith = (password: string) =>
    loginCall.run({ username: pending.username, password, rememberMe: false }).then((outcome) => {
      if (outcome.kind !== 'signed-in') return void loginFailed();
      void enter(outcome.tokens, password);
    }, loginFailed);

  const complete = (values: NewPasswordValues) => {
    const problem = newPasswordError(values, {
      mode: 'registration',
      username: pending.username,
      agreed,
    });
    if (problem) return setError(problem);
    setError(null);
    completeCall.mutate(
      { username: pending.username, newPassword: values.newPassword, challenge: pending.challenge },
      {
        onSuccess: () => signInWith(values.newPassword),
        onError: (failure) => setError(completeRegistrationErrorMessage(failure)),
      },
    );
  };

  return (
    <>
      <RecoveryHeading title={text.registrationTitle} description={text.registrationDescription} />
      <NewPasswordForm
        busy={completeCall.isPending || loginCall.isPending || joiningChat}
        error={error}
        submitLabel={text.registrationTitle}
        submitDisabled={!agreed}
        onSubmit={complete}
        onEdit={() => setError(null)}
      >
        <LegalAgreement
          agreed={agreed}
          onAgreedChange={(next) => {
            setAgreed(next);
            setError(null);
          }}
          legal={legal}
        />
      </NewPasswordForm>
    </>
  );
};
