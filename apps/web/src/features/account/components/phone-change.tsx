import { useId, useState, type FormEvent } from 'react';
import { accountMessages, limits, type UserProfile } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Label } from '../../../components/input';
import type { Timers } from '../../../lib/timers';
import { confirmPhone } from '../api/confirm-phone';
import { resendVerification } from '../api/resend-verification';
import { updatePhone } from '../api/update-phone';
import { useContactChange, type ContactChangeCalls } from '../hooks/use-contact-change';
import { phoneConfirmError, phoneUpdateError, resendError } from '../utils/account-errors';
import { phoneForService, phoneProblem } from '../utils/contact-rules';
import { CodeStep } from './code-step';
import { CurrentPasswordField } from './current-password-field';
import { FieldMessage } from './field-message';
import { PhoneInput } from './phone-input';
import { labels } from '../../../lib/labels';

const text = labels.account;

export const phoneCalls: ContactChangeCalls = {
  update: updatePhone,
  confirm: confirmPhone,
  resend: () => resendVerification('phone'),
  updateError: phoneUpdateError,
  confirmError: phoneConfirmError,
  resendError,
  codeMessage: accountMessages.phoneCode,
};

/** The phone flow below the Phone row: US number formatted as typed, SMS consent, then the code. */
export const PhoneChange = ({
  profile,
  onClose,
  timers,
}: {
  profile: UserProfile;
  onClose: () => void;
  timers?: Timers;
}) => {
  const inputId = useId();
  const consentId = useId();
  const messageId = useId();
  const [value, setValue] = useState('');
  const [consent, setConsent] = useState(false);
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const change = useContactChange(phoneCalls, { onDone: onClose, timers });
  const shown = value === '' && !tried ? null : phoneProblem(value, profile.phone);
  const consentMissing = tried && shown === null && !consent;
  const passwordMissing = tried && password === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (change.busy || phoneProblem(value, profile.phone) || !consent || password === '') return;
    void change.send(phoneForService(value), password);
  };

  if (change.step === 'code') {
    return <CodeStep change={change} sentTo={value} onCancel={onClose} />;
  }
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-3">
      <div>
        <Label htmlFor={inputId}>{text.newPhone}</Label>
        <PhoneInput
          id={inputId}
          name="new-phone"
          autoComplete="tel"
          inputMode="tel"
          placeholder={text.phonePlaceholder}
          value={value}
          invalid={shown !== null}
          aria-describedby={shown ? messageId : undefined}
          onValueChange={(next) => {
            setValue(next);
            change.clearError();
          }}
        />
        <FieldMessage id={messageId} message={shown} />
      </div>
      <CurrentPasswordField
        value={password}
        onValueChange={(next) => {
          setPassword(next);
          change.clearError();
        }}
        message={passwordMissing ? accountMessages.currentPasswordRequired : null}
      />
      <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
        <input
          id={consentId}
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <label htmlFor={consentId} className="text-sm text-slate-700">
          {text.smsConsent(limits.smsMessagesPerMonth)}
        </label>
      </div>
      {consentMissing ? <Alert>{accountMessages.smsConsent}</Alert> : null}
      {change.error ? <Alert>{change.error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={change.busy === 'sending'} disabled={change.busy !== null}>
          {change.busy === 'sending' ? text.sending : text.sendCode}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
};
