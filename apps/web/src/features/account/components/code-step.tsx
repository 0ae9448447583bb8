import { useId, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CodeInput } from '../../../components/code-input';
import { Label } from '../../../components/input';
import { textLinkClass } from '../../../components/text-link';
import { cx } from '../../../lib/class-names';
import type { ContactChange } from '../hooks/use-contact-change';
import { labels } from '../../../lib/labels';

const text = labels.account;

const resendLabel = (change: ContactChange) => {
  if (change.busy === 'resending') return text.sending;
  return change.secondsLeft > 0 ? text.resendIn(change.secondsLeft) : text.resend;
};

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
  const codeId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!change.busy) void change.confirm();
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-3" aria-busy={change.busy !== null}>
      <p className="text-sm text-slate-600">{text.codeSentTo(sentTo)}</p>
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <Label htmlFor={codeId} className="mb-0">
            {text.code}
          </Label>
          <button
            type="button"
            onClick={() => void change.resend()}
            disabled={change.secondsLeft > 0 || change.busy !== null}
            className={cx(
              textLinkClass,
              'text-sm tabular-nums disabled:cursor-not-allowed disabled:font-medium disabled:text-slate-500 disabled:no-underline',
            )}
          >
            {resendLabel(change)}
          </button>
        </div>
        <CodeInput
          id={codeId}
          name="confirmation-code"
          value={change.code}
          onValueChange={change.changeCode}
        />
      </div>
      {change.error ? <Alert>{change.error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={change.busy === 'confirming'} disabled={change.busy !== null}>
          {change.busy === 'confirming' ? text.confirming : text.confirm}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
};
