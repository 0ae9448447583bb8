import { useId, useState, type FormEvent } from 'react';
import { messages } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Input, Label } from '../../../components/input';
import { forgotUsernameError } from '../utils/forgot-username';

export type ForgotUsernameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives a validated e-mail; the reminder call (POST /forgot-username) plugs in here. */
  onSubmitEmail?: (email: string) => void;
};

const text = messages.ui.forgotUsername;

/** The Forgot Username modal: an Email field and Send Username Reminder. */
export const ForgotUsernameDialog = ({
  open,
  onOpenChange,
  onSubmitEmail,
}: ForgotUsernameDialogProps) => {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = forgotUsernameError(email);
    setError(problem);
    if (!problem) onSubmitEmail?.(email.trim());
  };

  const changeOpen = (next: boolean) => {
    if (!next) {
      setEmail('');
      setError(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen} title={text.title} description={text.description}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <Label htmlFor={emailId}>{text.email}</Label>
          <Input
            id={emailId}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            invalid={error !== null}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
        </div>
        {error ? <Alert>{error}</Alert> : null}
        <Button type="submit" className="w-full">
          {text.submit}
        </Button>
      </form>
    </Dialog>
  );
};
