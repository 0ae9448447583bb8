import { RadioGroup, Switch } from 'radix-ui';
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
  <Switch.Root
    aria-label={label}
    checked={checked}
    disabled={disabled}
    onCheckedChange={onChange}
    className={cx(
      'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900',
      'data-[state=checked]:bg-brand-600 data-[state=unchecked]:bg-slate-300',
      'disabled:cursor-not-allowed disabled:opacity-50',
    )}
  >
    <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow ring-1 ring-slate-900/5 transition-transform data-[state=checked]:translate-x-[1.375rem]" />
  </Switch.Root>
);

/** E-mail as a segmented choice: Instant, Daily digest or Off (arrow keys move between them). */
export const EmailModeChoice = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: EmailMode;
  onChange: (mode: EmailMode) => void;
}) => (
  <RadioGroup.Root
    aria-label={label}
    value={value}
    onValueChange={(next) => {
      const mode = emailModes.find((candidate) => candidate === next);
      if (mode) onChange(mode);
    }}
    orientation="horizontal"
    className="inline-flex rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200 ring-inset"
  >
    {emailModes.map((mode) => (
      <RadioGroup.Item
        key={mode}
        value={mode}
        className={cx(
          'min-h-8 rounded-md px-3 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:text-slate-900',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-900',
          'data-[state=checked]:bg-white data-[state=checked]:font-semibold data-[state=checked]:text-slate-900 data-[state=checked]:shadow-sm',
        )}
      >
        {text.emailModes[mode]}
      </RadioGroup.Item>
    ))}
  </RadioGroup.Root>
);
