import { useId } from 'react';
import { alertMessages, type QuietHours } from '@rela/contracts';
import { labels } from '../../../lib/labels';

const text = labels.alerts;
const hours = Array.from({ length: 24 }, (_, hour) => hour);

const HourSelect = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (hour: number) => void;
}) => {
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-700">
      <span>{label}</span>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-10 rounded-lg border-0 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-slate-900"
      >
        {hours.map((hour) => (
          <option key={hour} value={hour}>
            {text.hour(hour)}
          </option>
        ))}
      </select>
    </label>
  );
};

/**
 * The choices beside the topics: a buyer's locked homes e-mailed at once
 * (REQ-ALERTS-LOCKED-INSTANT), and quiet hours for texts (REQ-ALERTS-QUIET-HOURS).
 */
export const DeliveryExtras = ({
  showLocked,
  likedInstant,
  quietHours,
  onChange,
}: {
  showLocked: boolean;
  likedInstant: boolean;
  quietHours: QuietHours;
  onChange: (next: { likedInstant?: boolean; quietHours?: QuietHours }) => void;
}) => {
  const lockedId = useId();
  const quietId = useId();
  return (
    <div className="space-y-4 border-t border-slate-100 px-5 py-4 sm:px-6">
      {showLocked ? (
        <div className="flex items-start gap-3">
          <input
            id={lockedId}
            type="checkbox"
            checked={likedInstant}
            onChange={(event) => onChange({ likedInstant: event.target.checked })}
            aria-describedby={`${lockedId}-detail`}
            className="mt-0.5 size-5 rounded border-slate-300 text-slate-900 focus:ring-slate-900"
          />
          <div>
            <label htmlFor={lockedId} className="text-sm font-medium text-slate-900">
              {alertMessages.likedInstantLabel}
            </label>
            <p id={`${lockedId}-detail`} className="text-sm text-slate-600">
              {alertMessages.likedInstantDetail}
            </p>
          </div>
        </div>
      ) : null}
      <fieldset aria-describedby={`${quietId}-detail`}>
        <legend className="text-sm font-medium text-slate-900">
          {alertMessages.quietHoursTitle}
        </legend>
        <p id={`${quietId}-detail`} className="text-sm text-slate-600">
          {alertMessages.quietHoursDetail}
        </p>
        <div className="mt-2 flex flex-wrap gap-4">
          <HourSelect
            label={alertMessages.quietFrom}
            value={quietHours.from}
            onChange={(from) => onChange({ quietHours: { ...quietHours, from } })}
          />
          <HourSelect
            label={alertMessages.quietTo}
            value={quietHours.to}
            onChange={(to) => onChange({ quietHours: { ...quietHours, to } })}
          />
        </div>
      </fieldset>
    </div>
  );
};
