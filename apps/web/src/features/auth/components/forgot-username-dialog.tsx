import { useId, useState, type FormEvent } from 'react';
import { forgotUsernameMessages } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Input, Label } from '../../../components/input';
import { useRequestUsernameReminder } from '../api/forgot-username';
import { forgotUsernameError } from '../utils/forgot-username';
import { forgotUsernameFailure, type ForgotUsernameAnswer } from '../utils/recovery-errors';
import { labels } from '../../../lib/labels';

export type ForgotUsernameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const text = labels.forgotUsername;

/** The Forgot Username modal: an Email field and Send Username Reminder. */
export const ForgotUsernameDialog = ({ open, onOpenChange }: ForgotUsernameDialogProps) => {
  const emailId = useId();
  const reminderCall = useRequestUsernameReminder();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ForgotUsernameAnswer | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reminderCall.isPending) return;
    const problem = forgotUsernameError(email);
    setError(problem);
    setAnswer(null);
    if (problem) return;
    reminderCall.mutate(
      { email: email.trim() },
      {
        onSuccess: () => setAnswer({ tone: 'success', text: forgotUsernameMessages.sent }),
        onError: (failure) => setAnswer(forgotUsernameFailure(failure)),
      },
    );
  };

  const changeOpen = (next: boolean) => {
    if (!next) {
      setEmail('');
      setError(null);
      setAnswer(null);
      reminderCall.reset();
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
        {answer && !error ? (
          <Alert tone={answer.tone === 'success' ? 'success' : 'error'}>{answer.text}</Alert>
        ) : null}
        <Button
          type="submit"
          className="w-full"
          busy={reminderCall.isPending}
          disabled={reminderCall.isPending}
        >
          {text.submit}
        </Button>
      </form>
    </Dialog>
  );
};
