import { useId } from 'react';
import { passwordResetMessages } from '@rela/contracts';
import { CodeInput } from '../../../components/code-input';
import { Label } from '../../../components/input';
import { textLinkClass } from '../../../components/text-link';
import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';

const text = labels.forgotPassword;

export type VerificationCodeFieldProps = {
  code: string;
  onCodeChange: (code: string) => void;
  /** Seconds until Resend Code is allowed again; 0 when it is. */
  resendIn: number;
  resending: boolean;
  onResend: () => void;
};

const resendLabel = (resendIn: number, resending: boolean) => {
  if (resending) return passwordResetMessages.processing;
  return resendIn > 0 ? text.resendIn(resendIn) : text.resend;
};

/** The e-mailed code (6 digits) with Resend Code, which counts down 60 s after each send. */
export const VerificationCodeField = ({
  code,
  onCodeChange,
  resendIn,
  resending,
  onResend,
}: VerificationCodeFieldProps) => {
  const codeId = useId();
  const waiting = resendIn > 0 || resending;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <Label htmlFor={codeId} className="mb-0">
          {text.code}
        </Label>
        <button
          type="button"
          onClick={onResend}
          disabled={waiting}
          className={cx(
            textLinkClass,
            'text-sm tabular-nums disabled:cursor-not-allowed disabled:font-medium disabled:text-slate-500 disabled:no-underline',
          )}
        >
          {resendLabel(resendIn, resending)}
        </button>
      </div>
      <CodeInput id={codeId} name="verification-code" value={code} onValueChange={onCodeChange} />
    </div>
  );
};
