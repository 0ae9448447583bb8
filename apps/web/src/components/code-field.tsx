import { useId } from 'react';
import { cx } from '../lib/class-names';
import { CodeInput } from './code-input';
import { Label } from './input';
import { textLinkClass } from './text-link';
import { labels } from '../lib/labels';

const text = labels.forgotPassword;

export type CodeFieldProps = {
  /** The input's name: `verification-code`, `confirmation-code`. */
  name: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Seconds until Resend Code is allowed again (REQ-RESEND-COOLDOWN); 0 when it is. */
  secondsLeft: number;
  /** A code is on its way: Resend Code says `sendingLabel`. */
  sending: boolean;
  sendingLabel: string;
  /** Something else under way (a confirmation) also holds Resend Code. */
  held?: boolean;
  onResend: () => void;
};

const resendLabel = ({ secondsLeft, sending, sendingLabel }: CodeFieldProps) => {
  if (sending) return sendingLabel;
  return secondsLeft > 0 ? text.resendIn(secondsLeft) : text.resend;
};

/** The 6-digit code with Resend Code beside its label, which counts down after each send. */
export const CodeField = (props: CodeFieldProps) => {
  const { name, code, onCodeChange, secondsLeft, sending, held = false, onResend } = props;
  const codeId = useId();
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <Label htmlFor={codeId} className="mb-0">
          {text.code}
        </Label>
        <button
          type="button"
          onClick={onResend}
          disabled={secondsLeft > 0 || sending || held}
          className={cx(
            textLinkClass,
            'text-sm tabular-nums disabled:cursor-not-allowed disabled:font-medium disabled:text-slate-500 disabled:no-underline',
          )}
        >
          {resendLabel(props)}
        </button>
      </div>
      <CodeInput id={codeId} name={name} value={code} onValueChange={onCodeChange} />
    </div>
  );
};
