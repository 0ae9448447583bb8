import { useState, type FormEvent, type ReactNode } from 'react';
import { passwordResetMessages } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { NewPasswordFields } from '../../../components/new-password-fields';
import type { NewPasswordValues } from '../utils/new-password-error';

export type NewPasswordFormProps = {
  busy: boolean;
  error: string | null;
  notice?: string | null;
  submitLabel: string;
  submitDisabled?: boolean;
  onSubmit: (values: NewPasswordValues) => void;
  /** Typing in a field: the screen clears its error box. */
  onEdit: () => void;
  /** What the form asks besides the password: the verification code, or the agreement. */
  children?: ReactNode;
};

/** Step 1: New Password and Confirm New Password (each with show/hide) and the live checklist. */
export const NewPasswordForm = ({
  busy,
  error,
  notice,
  submitLabel,
  submitDisabled = false,
  onSubmit,
  onEdit,
  children,
}: NewPasswordFormProps) => {
  const [values, setValues] = useState<NewPasswordValues>({
    newPassword: '',
    confirmPassword: '',
  });

  const edit = (next: Partial<NewPasswordValues>) => {
    setValues({ ...values, ...next });
    onEdit();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !submitDisabled) onSubmit(values);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
      {notice && !error ? <Alert tone="info">{notice}</Alert> : null}
      <NewPasswordFields values={values} onEdit={edit} />
      {children}
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" className="w-full" busy={busy} disabled={busy || submitDisabled}>
        {busy ? passwordResetMessages.processing : submitLabel}
      </Button>
    </form>
  );
};
