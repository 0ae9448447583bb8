import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import {
  accountMessages,
  passwordResetMessages,
  meetsPasswordRules,
  resetModalMessages,
} from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CodeField } from '../../../components/code-field';
import { Dialog, type DialogProps } from '../../../components/dialog';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { systemTimers, type Timers } from '../../../lib/timers';
import { useCodeFlow } from '../../../lib/use-code-flow';
import { changePassword } from '../api/change-password';
import { sendPasswordChangeCode } from '../api/send-password-change-code';
import { changePasswordError, sendCodeError } from '../utils/account-errors';
import { CurrentPasswordField } from './current-password-field';
import { labels } from '../../../lib/labels';

const text = labels.account;
const rules = passwordResetMessages;

type Values = {
  currentPassword: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
};

const problemOf = ({
  currentPassword,
  code,
  newPassword,
  confirmPassword,
}: Values): string | null => {
  if (!currentPassword && !code && !newPassword && !confirmPassword) return rules.allFieldsRequired;
  if (!currentPassword) return accountMessages.currentPasswordRequired;
  if (!code) return rules.codeRequired;
  if (!newPassword || !confirmPassword) return rules.allFieldsRequired;
  if (newPassword !== confirmPassword) return rules.passwordsDoNotMatch;
  if (!meetsPasswordRules(newPassword)) return rules.requirementsNotMet;
  return null;
};

type FormProps = { email: string; onSuccess: () => void; timers: Timers };

/** The modal's content; it mounts as the modal opens, so every opening starts afresh. */
const ResetPasswordForm = ({ email, onSuccess, timers }: FormProps) => {
  const [values, setValues] = useState<Values>({
    currentPassword: '',
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  // Send Code and Resend Code are one call; inside its cooldown the code sent a moment ago works.
  const flow = useCodeFlow({
    send: () => sendPasswordChangeCode(),
    resend: () => sendPasswordChangeCode(),
    confirm: (sent: Values) =>
      changePassword({
        confirmationCode: sent.code,
        newPassword: sent.newPassword,
        currentPassword: sent.currentPassword,
      }),
    errorText: { send: sendCodeError, resend: sendCodeError, confirm: changePasswordError },
    waitOutCooldown: { send: true, resend: true },
    timers,
  });
  const sentOnOpen = useRef(false);
  const hasEmail = email.trim() !== '';

  const sendCode = useEffectEvent(() =>
    hasEmail ? flow.send(undefined) : flow.fail(resetModalMessages.emailNotFound),
  );
  // Once per opening (the form mounts with the modal), not again on a Strict Mode remount.
  useEffect(() => {
    if (sentOnOpen.current) return;
    sentOnOpen.current = true;
    sendCode();
  }, []);

  const edit = (next: Partial<Values>) => {
    setValues({ ...values, ...next });
    flow.clearError();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.busy) return;
    if (!hasEmail) return flow.fail(resetModalMessages.emailNotFound);
    const problem = problemOf(values);
    if (problem) return flow.fail(problem);
    flow.confirm(values, { onSuccess });
  };

  const saving = flow.busy === 'confirming';
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={flow.busy !== null}>
      <CurrentPasswordField
        value={values.currentPassword}
        onValueChange={(currentPassword) => edit({ currentPassword })}
      />
      <CodeField
        name="verification-code"
        code={values.code}
        onCodeChange={(code) => edit({ code })}
        secondsLeft={flow.secondsLeft}
        sending={flow.busy === 'sending' || flow.busy === 'resending'}
        sendingLabel={text.sending}
        held={saving}
        onResend={() => (hasEmail ? flow.resend() : flow.fail(resetModalMessages.emailNotFound))}
      />
      <NewPasswordFields values={values} onEdit={edit} />
      {flow.error ? <Alert>{flow.error}</Alert> : null}
      <Button type="submit" className="w-full" busy={saving} disabled={saving}>
        {saving ? rules.processing : text.resetSubmit}
      </Button>
    </form>
  );
};

/** Reset Password: opening sends a code to the user's e-mail; code and new password change it. */
export const ResetPasswordModal = ({
  open,
  onOpenChange,
  email,
  onSuccess,
  timers = systemTimers,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  onSuccess: () => void;
  timers?: Timers;
  onCloseAutoFocus?: DialogProps['onCloseAutoFocus'];
}) => (
  <Dialog
    open={open}
    onOpenChange={onOpenChange}
    onCloseAutoFocus={onCloseAutoFocus}
    title={text.resetTitle}
    description={text.resetDescription}
  >
    {open ? <ResetPasswordForm email={email} onSuccess={onSuccess} timers={timers} /> : null}
  </Dialog>
);
