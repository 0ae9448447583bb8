import { useState } from 'react';
import { useNavigate } from 'react-router';
import { passwordResetMessages, timing } from '@rela/contracts';
import { systemTimers, type Timers } from '../../../lib/timers';
import { useCountdown } from '../../../lib/use-countdown';
import { useConfirmNewPassword } from '../api/confirm-new-password';
import { useRequestPasswordResetCode } from '../api/forgot-password';
import { newPasswordError, type NewPasswordValues } from '../utils/new-password-error';
import {
  confirmResetErrorMessage,
  resendCodeErrorMessage,
  sendCodeErrorMessage,
} from '../utils/recovery-errors';
import { NewPasswordForm } from './new-password-form';
import { RecoveryHeading } from './recovery-heading';
import { RequestCodeForm } from './request-code-form';
import { VerificationCodeField } from './verification-code-field';
import { labels } from '../../../lib/labels';

const text = labels.forgotPassword;
const reset = passwordResetMessages;

/** The Forgot Password path: step 0 asks for the code, step 1 sets the password with it. */
export const PasswordResetFlow = ({ timers = systemTimers }: { timers?: Timers }) => {
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1>(0);
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const countdown = useCountdown(timers);
  const sendCall = useRequestPasswordResetCode();
  const resendCall = useRequestPasswordResetCode();
  const confirmCall = useConfirmNewPassword();

  const sendCode = () => {
    const name = username.trim();
    if (!name) return setError(reset.enterUsername);
    setError(null);
    sendCall.mutate(
      { username: name },
      {
        onSuccess: (answer) => {
          setUsername(name);
          setStep(1);
          setNotice(answer.message);
          countdown.start(timing.resendCooldownMs);
        },
        onError: (failure) => setError(sendCodeErrorMessage(failure)),
      },
    );
  };

  const resendCode = () => {
    if (!username) return setError(reset.usernameRequiredToResend);
    setError(null);
    setNotice(null);
    resendCall.mutate(
      { username },
      {
        onSuccess: (answer) => {
          setNotice(answer.message);
          countdown.start(timing.resendCooldownMs);
        },
        onError: (failure) => setError(resendCodeErrorMessage(failure)),
      },
    );
  };

  const resetPassword = (values: NewPasswordValues) => {
    const problem = newPasswordError(values, { mode: 'reset', username, code });
    if (problem) return setError(problem);
    setError(null);
    confirmCall.mutate(
      { username, newPassword: values.newPassword, confirmationCode: code },
      {
        onSuccess: () =>
          navigate('/auth/login', { replace: true, state: { notice: reset.success } }),
        onError: (failure) => setError(confirmResetErrorMessage(failure)),
      },
    );
  };

  if (step === 0) {
    return (
      <>
        <RecoveryHeading title={text.title} description={text.description} />
        <RequestCodeForm
          username={username}
          onUsernameChange={(next) => {
            setUsername(next);
            setError(null);
          }}
          busy={sendCall.isPending}
          error={error}
          onSubmit={sendCode}
        />
      </>
    );
  }

  return (
    <>
      <RecoveryHeading title={text.title} description={text.enterCode} />
      <NewPasswordForm
        busy={confirmCall.isPending}
        error={error}
        notice={notice}
        submitLabel={text.submit}
        onSubmit={resetPassword}
        onEdit={() => setError(null)}
      >
        <VerificationCodeField
          code={code}
          onCodeChange={(next) => {
            setCode(next);
            setError(null);
          }}
          resendIn={countdown.secondsLeft}
          resending={resendCall.isPending}
          onResend={resendCode}
        />
      </NewPasswordForm>
    </>
  );
};
