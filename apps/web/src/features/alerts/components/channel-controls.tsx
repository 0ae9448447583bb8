import { useId } from 'react';
import { emailModes, type EmailMode } from '@rela/contracts';
import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';

const text = labels.alerts;

/** An on/off switch (In-app, SMS) named by its channel and topic. */
export const ChannelSwitch = ({
  label,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <button
    type="button"
    role="switch"
    aria-label={label}
    aria-checked={checked}
    disabled={disabled}
    onClick={() => onChange(!checked)}
    className={cx(
      'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900',
      'disabled:cursor-not-allowed disabled:opacity-50',
      checked ? 'bg-brand-700' : 'bg-slate-300',
    )}
  >
    <span
      aria-hidden="true"
      className={cx(
        'block size-5 rounded-full bg-white shadow ring-1 ring-slate-900/5 transition-transform',
        checked ? 'translate-x-[1.375rem]' : 'translate-x-0.5',
      )}
    />
  </button>
);

/** E-mail as a segmented choice of native radios: Instant, Daily digest or Off (arrow keys move). */
export const EmailModeChoice = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: EmailMode;
  onChange: (mode: EmailMode) => void;
}) => {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="inline-flex rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200 ring-inset"
    >
      {emailModes.map((mode) => (
        <label
          key={mode}
          className={cx(
            'flex min-h-8 cursor-pointer items-center rounded-md px-3 text-sm whitespace-nowrap transition-colors',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-slate-900',
            mode === value
              ? 'bg-white font-semibold text-slate-900 shadow-sm'
              : 'font-medium text-slate-700 hover:text-slate-900',
          )}
        >
          <input
            type="radio"
            name={name}
            value={mode}
            checked={mode === value}
            onChange={() => onChange(mode)}
            className="sr-only"
          />
          {text.emailModes[mode]}
        </label>
      ))}
    </div>
  );
};
