import type { RawProperty } from '@rela/contracts';
import { mlsReportRows } from '../model/mls-report-fields';

/** The MLS facts of one listing: the 28 fields of REQ-MLS-REPORT-TAB in order, N/A for missing values. */
export const MlsReport = ({ record }: { record: RawProperty }) => (
  <dl className="grid grid-cols-1 gap-x-8 sm:grid-cols-2">
    {mlsReportRows(record).map(({ field, label, value }) => (
      <div
        key={field}
        className={
          field === 'PublicRemarks'
            ? 'border-b border-slate-100 py-2.5 sm:col-span-2'
            : 'flex items-baseline justify-between gap-4 border-b border-slate-100 py-2.5'
        }
      >
        <dt className="text-sm text-slate-500">{label}</dt>
        <dd
          className={
            field === 'PublicRemarks'
              ? 'mt-1 text-sm leading-relaxed text-slate-800'
              : 'text-right text-sm font-medium text-slate-900'
          }
        >
          {value}
        </dd>
      </div>
    ))}
  </dl>
);
