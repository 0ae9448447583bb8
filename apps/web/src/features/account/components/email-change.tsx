import { useId, useState, type FormEvent } from 'react';
import { accountMessages, type UserProfile } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Input, Label } from '../../../components/input';
import type { Timers } from '../../../lib/timers';
import { confirmEmail } from '../api/confirm-email';
import { resendVerification } from '../api/resend-verification';
import { updateEmail } from '../api/update-email';
import { useContactChange, type ContactChangeCalls } from '../hooks/use-contact-change';
import { emailConfirmError, emailUpdateError, resendError } from '../utils/account-errors';
import { emailProblem } from '../utils/contact-rules';
import { CodeStep } from './code-step';
import { CurrentPasswordField } from './current-password-field';
import { FieldMessage } from './field-message';
import { labels } from '../../../lib/labels';

const text = labels.account;

export const emailCalls: ContactChangeCalls = {
  update: updateEmail,
  confirm: confirmEmail,
  resend: () => resendVerification('email'),
  updateError: emailUpdateError,
  confirmError: emailConfirmError,
  resendError,
  codeMessage: accountMessages.emailCode,
};

/** The e-mail flow below the Email row: new address, Send Code, then the code step. */
export const EmailChange = ({
  profile,
  onClose,
  timers,
}: {
  profile: UserProfile;
  onClose: () => void;
  timers?: Timers;
}) => {
  const inputId = useId();
  const messageId = useId();
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const change = useContactChange(emailCalls, { onDone: onClose, timers });
  const problem = value.trim() === '' ? null : emailProblem(value, profile.email);
  const canSend = value.trim() !== '' && problem === null && change.busy === null;

  const passwordMissing = tried && password === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (canSend && password !== '') void change.send(value.trim(), password);
  };

  if (change.step === 'code') {
    return <CodeStep change={change} sentTo={value.trim()} onCancel={onClose} />;
  }
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-3">
      <div>
        <Label htmlFor={inputId}>{text.newEmail}</Label>
        <Input
          id={inputId}
          type="email"
          name="new-email"
          autoComplete="email"
          value={value}
          invalid={problem !== null}
          aria-describedby={problem ? messageId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            change.clearError();
          }}
        />
        <FieldMessage id={messageId} message={problem} />
      </div>
      <CurrentPasswordField
        value={password}
        onValueChange={(next) => {
          setPassword(next);
          change.clearError();
        }}
        message={passwordMissing ? accountMessages.currentPasswordRequired : null}
      />
      {change.error ? <Alert>{change.error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={change.busy === 'sending'} disabled={!canSend}>
          {change.busy === 'sending' ? text.sending : text.sendCode}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
};
