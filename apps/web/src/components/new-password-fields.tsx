import { useId, type ReactNode } from 'react';
import { Label } from './input';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';
import { labels } from '../lib/labels';

export type NewPasswordValues = { newPassword: string; confirmPassword: string };

const text = labels.forgotPassword;

const NewPasswordField = ({
  label,
  name,
  value,
  onValueChange,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  children?: ReactNode;
}) => {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <PasswordInput
        id={id}
        name={name}
        autoComplete="new-password"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {children}
    </div>
  );
};

/** New Password with its live checklist, and Confirm New Password; each with show/hide. */
export const NewPasswordFields = ({
  values,
  onEdit,
}: {
  values: NewPasswordValues;
  onEdit: (next: Partial<NewPasswordValues>) => void;
}) => (
  <>
    <NewPasswordField
      label={text.newPassword}
      name="new-password"
      value={values.newPassword}
      onValueChange={(newPassword) => onEdit({ newPassword })}
    >
      <PasswordChecklist password={values.newPassword} className="mt-3" />
    </NewPasswordField>
    <NewPasswordField
      label={text.confirmPassword}
      name="confirm-password"
      value={values.confirmPassword}
      onValueChange={(confirmPassword) => onEdit({ confirmPassword })}
    />
  </>
);
