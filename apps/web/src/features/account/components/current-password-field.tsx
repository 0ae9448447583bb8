import { useId } from 'react';
import { Label } from '../../../components/input';
import { PasswordInput } from '../../../components/password-input';
import { FieldMessage } from './field-message';
import { labels } from '../../../lib/labels';

/**
 * The current password an e-mail, phone or password change asks for (REQ-ACCOUNT-STEP-UP), with show/hide;
 * `message` is its validation text, if any.
 */
export const CurrentPasswordField = ({
  value,
  onValueChange,
  message = null,
}: {
  value: string;
  onValueChange: (value: string) => void;
  message?: string | null;
}) => {
  const inputId = useId();
  const messageId = useId();
  return (
    <div>
      <Label htmlFor={inputId}>{labels.account.currentPassword}</Label>
      <PasswordInput
        id={inputId}
        name="current-password"
        autoComplete="current-password"
        value={value}
        invalid={message !== null}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <FieldMessage id={messageId} message={message} />
    </div>
  );
};
