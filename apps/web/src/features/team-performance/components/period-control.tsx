import { cx } from '../../../lib/class-names';
import { performanceTexts } from '../texts';
import { presets, type Preset } from '../utils/period';

const text = performanceTexts.period;
const fieldClass =
  'mt-1 block min-h-10 w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-slate-900';

export type PeriodChoice = { preset: Preset; from: string; to: string };

/**
 * 7, 30 or 90 days to today, or Custom with two days: radio buttons drawn as one segmented
 * control (arrow keys move between them), the days' inputs under Custom.
 */
export const PeriodControl = ({
  value,
  today,
  onChange,
}: {
  value: PeriodChoice;
  today: string;
  onChange: (next: PeriodChoice) => void;
}) => (
  <div className="flex flex-wrap items-end gap-3">
    <fieldset>
      <legend className="sr-only">{text.label}</legend>
      <div className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset">
        {presets.map((preset) => (
          <label
            key={preset}
            className={cx(
              'relative inline-flex min-h-9 cursor-pointer items-center rounded-md px-3 text-sm font-semibold transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-slate-900',
              value.preset === preset
                ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'
                : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name="performance-period"
              value={preset}
              checked={value.preset === preset}
              onChange={() => onChange({ ...value, preset })}
              className="sr-only"
            />
            {text.presets[preset]}
          </label>
        ))}
      </div>
    </fieldset>
    {value.preset === 'custom' ? (
      <div className="flex gap-2">
        <label className="text-xs font-medium text-slate-600">
          {text.from}
          <input
            type="date"
            className={fieldClass}
            value={value.from}
            max={value.to || today}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
          />
        </label>
        <label className="text-xs font-medium text-slate-600">
          {text.to}
          <input
            type="date"
            className={fieldClass}
            value={value.to}
            min={value.from}
            max={today}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
          />
        </label>
      </div>
    ) : null}
  </div>
);
