import { emailModes, type EmailMode } from '@rela/contracts';
import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';

const text = labels.alerts;

/** An on/off switch (In-app, SMS, Push) named by its channel and topic. */
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

/**
 * E-mail as a native select: Instant, Only if unread (at once unless the notice was read or
 * pushed first), Daily digest or Off.
 */
export const EmailModeChoice = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: EmailMode;
  onChange: (mode: EmailMode) => void;
}) => (
  <select
    aria-label={label}
    value={value}
    onChange={(event) => onChange(event.target.value as EmailMode)}
    className="min-h-9 w-44 rounded-lg border-0 bg-white py-1.5 pr-8 pl-3 text-sm font-medium text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-900"
  >
    {emailModes.map((mode) => (
      <option key={mode} value={mode}>
        {text.emailModes[mode]}
      </option>
    ))}
  </select>
);
