import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { normalizeUsername, registrationMessages } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Input, Label } from '../../../components/input';
import { PasswordChecklist } from '../../../components/password-checklist';
import { PasswordInput } from '../../../components/password-input';
import {
  canSubmitRegistration,
  emptyRegistration,
  registrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from '../utils/registration-form';
import { FieldError } from './field-error';
import { LegalAgreement, type LegalDialogs } from '../../../components/legal-agreement';
import { labels } from '../../../lib/labels';

export type InviteRegistrationFormProps = {
  busy: boolean;
  error: string | null;
  notice: string | null;
  legal: LegalDialogs;
  onSubmit: (values: RegistrationValues) => void;
};

const text = labels.inviteRegistration;

type TextField = Exclude<RegistrationField, 'agreed'>;

/** Each field's message shows once the user has left it (or ticked the box) and it is wrong. */
export const InviteRegistrationForm = ({
  busy,
  error,
  notice,
  legal,
  onSubmit,
}: InviteRegistrationFormProps) => {
  const baseId = useId();
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const errors = registrationErrors(values);
  const idOf = (field: RegistrationField) => `${baseId}-${field}`;
  const shownError = (field: RegistrationField) => (touched[field] ? errors[field] : undefined);

  const touch = (field: RegistrationField) => () =>
    setTouched((seen) => ({ ...seen, [field]: true }));
  const change = (field: TextField) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    setValues((current) => ({
      ...current,
      [field]: field === 'username' ? normalizeUsername(raw) : raw,
    }));
  };

  const fieldProps = (field: TextField) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    invalid: shownError(field) !== undefined,
    'aria-describedby': shownError(field) ? `${idOf(field)}-error` : undefined,
    onChange: change(field),
    onBlur: touch(field),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && canSubmitRegistration(values)) onSubmit(values);
  };

  const field = (name: TextField, label: string, input: ReactNode) => (
    <div>
      <Label htmlFor={idOf(name)}>{label}</Label>
      {input}
      <FieldError id={`${idOf(name)}-error`} message={shownError(name)} />
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'firstName',
          text.firstName,
          <Input {...fieldProps('firstName')} autoComplete="given-name" />,
        )}
        {field(
          'lastName',
          text.lastName,
          <Input {...fieldProps('lastName')} autoComplete="family-name" />,
        )}
      </div>
      {field(
        'username',
        text.username,
        <Input
          {...fieldProps('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />,
      )}
      {field(
        'password',
        text.password,
        <PasswordInput {...fieldProps('password')} autoComplete="new-password" />,
      )}
      <PasswordChecklist password={values.password} />
      {field(
        'confirmPassword',
        text.confirmPassword,
        <PasswordInput {...fieldProps('confirmPassword')} autoComplete="new-password" />,
      )}
      <div>
        <LegalAgreement
          id={idOf('agreed')}
          agreed={values.agreed}
          legal={legal}
          describedBy={shownError('agreed') ? `${idOf('agreed')}-error` : undefined}
          onAgreedChange={(agreed) => {
            setValues((current) => ({ ...current, agreed }));
            touch('agreed')();
          }}
        />
        <FieldError id={`${idOf('agreed')}-error`} message={shownError('agreed')} />
      </div>
      {error ? <Alert>{error}</Alert> : null}
      {notice && !error ? <Alert tone="success">{notice}</Alert> : null}
      <Button
        type="submit"
        className="w-full"
        busy={busy}
        disabled={busy || !canSubmitRegistration(values)}
      >
        {busy ? registrationMessages.creatingAccount : text.submit}
      </Button>
    </form>
  );
};
