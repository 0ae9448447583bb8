import { useState } from 'react';
import { useNavigate } from 'react-router';
import { passwordResetMessages } from '@rela/contracts';
import { CodeField } from '../../../components/code-field';
import { systemTimers, type Timers } from '../../../lib/timers';
import { useCodeFlow } from '../../../lib/use-code-flow';
import { confirmNewPassword } from '../api/confirm-new-password';
import { requestPasswordResetCode } from '../api/forgot-password';
import { newPasswordError, type NewPasswordValues } from '../utils/new-password-error';
import {
  confirmResetErrorMessage,
  resendCodeErrorMessage,
  sendCodeErrorMessage,
} from '../utils/recovery-errors';
import { NewPasswordForm } from './new-password-form';
import { RecoveryHeading } from './recovery-heading';
import { RequestCodeForm } from './request-code-form';
import { labels } from '../../../lib/labels';

const text = labels.forgotPassword;
const reset = passwordResetMessages;

/** The Forgot Password path: step 0 asks for the code, step 1 sets the password with it. */
export const PasswordResetFlow = ({ timers = systemTimers }: { timers?: Timers }) => {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const flow = useCodeFlow({
    send: (name: string) => requestPasswordResetCode({ username: name }),
    resend: () => requestPasswordResetCode({ username }),
    confirm: (values: NewPasswordValues) =>
      confirmNewPassword({ username, newPassword: values.newPassword, confirmationCode: code }),
    errorText: {
      send: sendCodeErrorMessage,
      resend: resendCodeErrorMessage,
      confirm: confirmResetErrorMessage,
    },
    timers,
  });

  const sendCode = () => {
    const name = username.trim();
    if (!name) return flow.fail(reset.enterUsername);
    flow.send(name, {
      onSuccess: (answer) => {
        setUsername(name);
        setNotice(answer?.message ?? null);
      },
    });
  };

  const resendCode = () => {
    if (!username) return flow.fail(reset.usernameRequiredToResend);
    setNotice(null);
    flow.resend({ onSuccess: (answer) => setNotice(answer?.message ?? null) });
  };

  const resetPassword = (values: NewPasswordValues) => {
    const problem = newPasswordError(values, { mode: 'reset', username, code });
    if (problem) return flow.fail(problem);
    flow.confirm(values, {
      onSuccess: () => navigate('/auth/login', { replace: true, state: { notice: reset.success } }),
    });
  };

  if (flow.step === 'request') {
    return (
      <>
        <RecoveryHeading title={text.title} description={text.description} />
        <RequestCodeForm
          username={username}
          onUsernameChange={(next) => {
            setUsername(next);
            flow.clearError();
          }}
          busy={flow.busy === 'sending'}
          error={flow.error}
          onSubmit={sendCode}
        />
      </>
    );
  }

  return (
    <>
      <RecoveryHeading title={text.title} description={text.enterCode} />
      <NewPasswordForm
        busy={flow.busy === 'confirming'}
        error={flow.error}
        notice={notice}
        submitLabel={text.submit}
        onSubmit={resetPassword}
        onEdit={flow.clearError}
      >
        <CodeField
          name="verification-code"
          code={code}
          onCodeChange={(next) => {
            setCode(next);
            flow.clearError();
          }}
          secondsLeft={flow.secondsLeft}
          sending={flow.busy === 'resending'}
          sendingLabel={reset.processing}
          onResend={resendCode}
        />
      </NewPasswordForm>
    </>
  );
};
