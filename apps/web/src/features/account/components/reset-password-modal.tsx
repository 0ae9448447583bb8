import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  accountMessages,
  passwordResetMessages,
  meetsPasswordRules,
  resetModalMessages,
} from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CodeInput } from '../../../components/code-input';
import { Dialog } from '../../../components/dialog';
import { Label } from '../../../components/input';
import { PasswordChecklist } from '../../../components/password-checklist';
import { PasswordInput } from '../../../components/password-input';
import { textLinkClass } from '../../../components/text-link';
import { cx } from '../../../lib/class-names';
import { systemTimers, type Timers } from '../../../lib/timers';
import { useCountdown } from '../../../lib/use-countdown';
import { changePassword } from '../api/change-password';
import { sendPasswordChangeCode } from '../api/send-password-change-code';
import { changePasswordError, sendCodeError } from '../utils/account-errors';
import { sendCodeWithCooldown } from '../utils/code-cooldown';
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
  const ids = { code: useId(), password: useId(), confirm: useId() };
  const [values, setValues] = useState<Values>({
    currentPassword: '',
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'sending' | 'saving' | null>(null);
  const countdown = useCountdown(timers);
  const sentOnOpen = useRef(false);

  const sendCode = async () => {
    if (!email.trim()) {
      setError(resetModalMessages.emailNotFound);
      return;
    }
    setBusy('sending');
    try {
      await sendCodeWithCooldown(sendPasswordChangeCode, countdown);
    } catch (caught) {
      setError(sendCodeError(caught));
    } finally {
      setBusy(null);
    }
  };

  useEffect(() => {
    if (sentOnOpen.current) return;
    sentOnOpen.current = true;
    void sendCode();
    // Once per opening: the form mounts with the modal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const edit = (next: Partial<Values>) => {
    setValues({ ...values, ...next });
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) return setError(resetModalMessages.emailNotFound);
    const problem = problemOf(values);
    if (problem) return setError(problem);
    setBusy('saving');
    try {
      await changePassword({
        confirmationCode: values.code,
        newPassword: values.newPassword,
        currentPassword: values.currentPassword,
      });
      onSuccess();
    } catch (caught) {
      setError(changePasswordError(caught));
      setBusy(null);
    }
  };

  const waiting = countdown.secondsLeft > 0 || busy !== null;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-busy={busy !== null}
    >
      <CurrentPasswordField
        value={values.currentPassword}
        onValueChange={(currentPassword) => edit({ currentPassword })}
      />
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <Label htmlFor={ids.code} className="mb-0">
            {text.code}
          </Label>
          <button
            type="button"
            onClick={() => void sendCode()}
            disabled={waiting}
            className={cx(
              textLinkClass,
              'text-sm tabular-nums disabled:cursor-not-allowed disabled:font-medium disabled:text-slate-500 disabled:no-underline',
            )}
          >
            {busy === 'sending'
              ? text.sending
              : countdown.secondsLeft > 0
                ? text.resendIn(countdown.secondsLeft)
                : text.resend}
          </button>
        </div>
        <CodeInput
          id={ids.code}
          name="verification-code"
          value={values.code}
          onValueChange={(code) => edit({ code })}
        />
      </div>
      <div>
        <Label htmlFor={ids.password}>{labels.forgotPassword.newPassword}</Label>
        <PasswordInput
          id={ids.password}
          name="new-password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(event) => edit({ newPassword: event.target.value })}
        />
        <PasswordChecklist password={values.newPassword} className="mt-3" />
      </div>
      <div>
        <Label htmlFor={ids.confirm}>{labels.forgotPassword.confirmPassword}</Label>
        <PasswordInput
          id={ids.confirm}
          name="confirm-password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => edit({ confirmPassword: event.target.value })}
        />
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <Button
        type="submit"
        className="w-full"
        busy={busy === 'saving'}
        disabled={busy === 'saving'}
      >
        {busy === 'saving' ? rules.processing : text.resetSubmit}
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
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  onSuccess: () => void;
  timers?: Timers;
}) => (
  <Dialog
    open={open}
    onOpenChange={onOpenChange}
    title={text.resetTitle}
    description={text.resetDescription}
  >
    {open ? <ResetPasswordForm email={email} onSuccess={onSuccess} timers={timers} /> : null}
  </Dialog>
);
