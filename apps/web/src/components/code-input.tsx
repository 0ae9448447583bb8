import { verificationCodes } from '@rela/contracts';
import { Input, type InputProps } from './input';

export type CodeInputProps = Omit<InputProps, 'onChange' | 'value' | 'type' | 'maxLength'> & {
  value: string;
  /** Receives the digits only, at most the code length. */
  onValueChange: (value: string) => void;
};

/** Keeps the digits of what was typed or pasted, at most the code length. */
export const onlyCodeDigits = (raw: string): string =>
  raw.replace(/\D/g, '').slice(0, verificationCodes.length);

/** A verification code field: digits only, at most 6, one-time-code autofill on phones. */
export const CodeInput = ({ value, onValueChange, className, ...props }: CodeInputProps) => (
  <Input
    {...props}
    type="text"
    inputMode="numeric"
    autoComplete="one-time-code"
    pattern="[0-9]*"
    maxLength={verificationCodes.length}
    spellCheck={false}
    value={value}
    onChange={(event) => onValueChange(onlyCodeDigits(event.target.value))}
    className={className ?? 'font-mono tracking-[0.3em]'}
  />
);
