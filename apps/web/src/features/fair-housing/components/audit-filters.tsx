import {
  fairHousingClasses,
  fairHousingMessages,
  fairHousingSurfaces,
  type FairHousingClass,
  type FairHousingSurface,
} from '@rela/contracts';
import type { AuditFilters as Filters } from '../api/fair-housing-audit';

const text = fairHousingMessages;
const fieldClass =
  'mt-1 block w-full min-h-10 rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-slate-900';

/** The audit's filters: from and to (days), the characteristic, where it was screened. */
export const AuditFilters = ({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
}) => (
  <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
    <label className="text-xs font-medium text-slate-600">
      {text.filterFrom}
      <input
        type="date"
        className={fieldClass}
        value={value.from ?? ''}
        max={value.to}
        onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
      />
    </label>
    <label className="text-xs font-medium text-slate-600">
      {text.filterTo}
      <input
        type="date"
        className={fieldClass}
        value={value.to ?? ''}
        min={value.from}
        onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
      />
    </label>
    <label className="text-xs font-medium text-slate-600">
      {text.filterClass}
      <select
        className={fieldClass}
        value={value.class ?? ''}
        onChange={(event) =>
          onChange({
            ...value,
            class: (event.target.value || undefined) as FairHousingClass | undefined,
          })
        }
      >
        <option value="">{text.filterAll}</option>
        {fairHousingClasses.map((one) => (
          <option key={one} value={one}>
            {text.classes[one]}
          </option>
        ))}
      </select>
    </label>
    <label className="text-xs font-medium text-slate-600">
      {text.filterSurface}
      <select
        className={fieldClass}
        value={value.surface ?? ''}
        onChange={(event) =>
          onChange({
            ...value,
            surface: (event.target.value || undefined) as FairHousingSurface | undefined,
          })
        }
      >
        <option value="">{text.filterAll}</option>
        {fairHousingSurfaces.map((one) => (
          <option key={one} value={one}>
            {text.surfaces[one]}
          </option>
        ))}
      </select>
    </label>
  </div>
);
