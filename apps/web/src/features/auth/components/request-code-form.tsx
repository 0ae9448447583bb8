import { useId, type FormEvent } from 'react';
import { passwordResetMessages } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Label } from '../../../components/input';
import { UsernameInput } from '../../../components/username-input';
import { labels } from '../../../lib/labels';

const text = labels.forgotPassword;

export type RequestCodeFormProps = {
  username: string;
  onUsernameChange: (username: string) => void;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
};

/** Step 0 of the reset: the username and Send Reset Code. */
export const RequestCodeForm = ({
  username,
  onUsernameChange,
  busy,
  error,
  onSubmit,
}: RequestCodeFormProps) => {
  const usernameId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
      <div>
        <Label htmlFor={usernameId}>{text.username}</Label>
        <UsernameInput
          id={usernameId}
          value={username}
          invalid={error !== null}
          onChange={(event) => onUsernameChange(event.target.value)}
        />
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" className="w-full" busy={busy} disabled={busy}>
        {busy ? passwordResetMessages.processing : text.sendCode}
      </Button>
    </form>
  );
};
