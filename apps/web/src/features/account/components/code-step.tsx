import type { FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CodeField } from '../../../components/code-field';
import type { ContactChange } from '../hooks/use-contact-change';
import { labels } from '../../../lib/labels';

const text = labels.account;

/** Code entry: the 6 digits, Resend Code with its 60 s countdown, Confirm and Cancel. */
export const CodeStep = ({
  change,
  sentTo,
  onCancel,
}: {
  change: ContactChange;
  sentTo: string;
  onCancel: () => void;
}) => {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!change.busy) change.confirm();
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-3" aria-busy={change.busy !== null}>
      <p className="text-sm text-slate-600">{text.codeSentTo(sentTo)}</p>
      <CodeField
        name="confirmation-code"
        code={change.code}
        onCodeChange={change.changeCode}
        secondsLeft={change.secondsLeft}
        sending={change.busy === 'resending'}
        sendingLabel={text.sending}
        held={change.busy !== null}
        onResend={change.resend}
      />
      {change.error ? <Alert>{change.error}</Alert> : null}
      <FormActions
        submitLabel={change.busy === 'confirming' ? text.confirming : text.confirm}
        submitBusy={change.busy === 'confirming'}
        submitDisabled={change.busy !== null}
        onCancel={onCancel}
      />
    </form>
  );
};

/** The row under a step: its submit button (with a spinner while busy) and Cancel. */
export const FormActions = ({
  submitLabel,
  submitBusy,
  submitDisabled,
  onCancel,
}: {
  submitLabel: string;
  submitBusy: boolean;
  submitDisabled: boolean;
  onCancel: () => void;
}) => (
  <div className="flex flex-wrap gap-2">
    <Button type="submit" busy={submitBusy} disabled={submitDisabled}>
      {submitLabel}
    </Button>
    <Button variant="secondary" onClick={onCancel}>
      {text.cancel}
    </Button>
  </div>
);
