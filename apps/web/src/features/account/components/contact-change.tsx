import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { accountMessages, limits, type UserProfile } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Input, Label } from '../../../components/input';
import type { Timers } from '../../../lib/timers';
import { useContactChange, type ContactKind } from '../hooks/use-contact-change';
import { emailProblem, phoneForService, phoneProblem } from '../utils/contact-rules';
import { CodeStep, FormActions } from './code-step';
import { CurrentPasswordField } from './current-password-field';
import { FieldMessage } from './field-message';
import { PhoneInput } from './phone-input';
import { labels } from '../../../lib/labels';

const text = labels.account;

type FieldProps = {
  id: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onValueChange: (value: string) => void;
};

type KindForm = {
  label: string;
  field: (props: FieldProps) => ReactNode;
  /** The rule the value breaks, as shown under the field (`tried`: Send Code was pressed). */
  shownProblem: (value: string, profile: UserProfile, tried: boolean) => string | null;
  /** The value as the service takes it, or null while it may not be sent. */
  toSend: (value: string, profile: UserProfile) => string | null;
  /** Send Code stays disabled until the value may be sent, rather than saying why on press. */
  holdsSend: boolean;
  /** Sending needs the SMS consent box ticked (REQ-ACCOUNT-PHONE). */
  needsConsent: boolean;
  /** How the code step names where the code went. */
  sentTo: (value: string) => string;
};

const forms: Record<ContactKind, KindForm> = {
  email: {
    label: text.newEmail,
    field: ({ describedBy, onValueChange, ...props }) => (
      <Input
        {...props}
        type="email"
        name="new-email"
        autoComplete="email"
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
    ),
    shownProblem: (value, profile) =>
      value.trim() === '' ? null : emailProblem(value, profile.email),
    toSend: (value, profile) =>
      value.trim() === '' || emailProblem(value, profile.email) ? null : value.trim(),
    holdsSend: true,
    needsConsent: false,
    sentTo: (value) => value.trim(),
  },
  phone: {
    label: text.newPhone,
    field: ({ describedBy, ...props }) => (
      <PhoneInput
        {...props}
        name="new-phone"
        autoComplete="tel"
        inputMode="tel"
        placeholder={text.phonePlaceholder}
        aria-describedby={describedBy}
      />
    ),
    shownProblem: (value, profile, tried) =>
      value === '' && !tried ? null : phoneProblem(value, profile.phone),
    toSend: (value, profile) =>
      phoneProblem(value, profile.phone) ? null : phoneForService(value),
    holdsSend: false,
    needsConsent: true,
    sentTo: (value) => value,
  },
};

const SmsConsent = ({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) => {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {text.smsConsent(limits.smsMessagesPerMonth)}
      </label>
    </div>
  );
};

/**
 * The change below the Email or Phone row: the new address (an e-mail) or US number (formatted as
 * typed, with the SMS consent), the current password and Send Code, then the code step.
 */
export const ContactChange = ({
  kind,
  profile,
  onClose,
  timers,
}: {
  kind: ContactKind;
  profile: UserProfile;
  onClose: () => void;
  timers?: Timers;
}) => {
  const form = forms[kind];
  const inputId = useId();
  const messageId = useId();
  const [value, setValue] = useState('');
  const [consent, setConsent] = useState(false);
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const change = useContactChange(kind, { onDone: onClose, timers });
  const shown = form.shownProblem(value, profile, tried);
  const toSend = form.toSend(value, profile);
  const consentMissing = form.needsConsent && tried && shown === null && !consent;
  const passwordMissing = tried && password === '';
  const sending = change.busy === 'sending';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (change.busy || toSend === null || (form.needsConsent && !consent) || password === '') {
      return;
    }
    change.send(toSend, password);
  };

  if (change.step === 'code') {
    return <CodeStep change={change} sentTo={form.sentTo(value)} onCancel={onClose} />;
  }
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-3">
      <div>
        <Label htmlFor={inputId}>{form.label}</Label>
        {form.field({
          id: inputId,
          value,
          invalid: shown !== null,
          describedBy: shown ? messageId : undefined,
          onValueChange: (next) => {
            setValue(next);
            change.clearError();
          },
        })}
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
      {form.needsConsent ? <SmsConsent checked={consent} onCheckedChange={setConsent} /> : null}
      {consentMissing ? <Alert>{accountMessages.smsConsent}</Alert> : null}
      {change.error ? <Alert>{change.error}</Alert> : null}
      <FormActions
        submitLabel={sending ? text.sending : text.sendCode}
        submitBusy={sending}
        submitDisabled={change.busy !== null || (form.holdsSend && toSend === null)}
        onCancel={onClose}
      />
    </form>
  );
};
