import type { RawProperty } from '@rela/contracts';
import { labels } from '../../lib/labels';
import { mlsListingFactRows, mlsReportRows } from '../model/mls-report-fields';
import { openHouseLine, useOpenHouses } from '../model/open-houses';

const rowClass = 'flex items-baseline justify-between gap-4 border-b border-slate-100 py-2.5';

const Row = ({ label, value }: { label: string; value: string }) => (
  <div className={rowClass}>
    <dt className="shrink-0 text-sm text-slate-500">{label}</dt>
    {/* A long value (an e-mail address) wraps anywhere rather than leave the dialog. */}
    <dd className="min-w-0 text-right text-sm font-medium [overflow-wrap:anywhere] text-slate-900">
      {value}
    </dd>
  </div>
);

/** The listing's upcoming open houses (REQ-MLS-OPENHOUSE), soonest first; canceled ones marked. */
const OpenHouses = ({ listingKey }: { listingKey: string }) => {
  const openHouses = useOpenHouses(listingKey);
  const text = labels.property.openHouses;
  return (
    <section className="mt-6">
      <h3 className="text-sm font-semibold text-slate-900">{text.heading}</h3>
      {openHouses.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{text.none}</p>
      ) : (
        <ul className="mt-2 space-y-1.5">
          {openHouses.map((openHouse) => (
            <li key={openHouse.openHouseKey} className="text-sm text-slate-800">
              {openHouseLine(openHouse)}
              {openHouse.status === 'Canceled' ? (
                <span className="ml-2 text-xs font-medium text-red-700">{text.canceled}</span>
              ) : null}
              {openHouse.remarks ? (
                <span className="block text-xs text-slate-500">{openHouse.remarks}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/**
 * The MLS facts of one listing: the 28 fields of REQ-MLS-REPORT-TAB in order, then who lists it and
 * its history (REQ-MLS-DD2) and its open houses; N/A for missing values.
 */
export const MlsReport = ({ record }: { record: RawProperty }) => (
  <>
    <dl className="grid grid-cols-1 gap-x-8 sm:grid-cols-2">
      {mlsReportRows(record).map(({ field, label, value }) =>
        field === 'PublicRemarks' ? (
          <div key={field} className="border-b border-slate-100 py-2.5 sm:col-span-2">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="mt-1 text-sm leading-relaxed text-slate-800">{value}</dd>
          </div>
        ) : (
          <Row key={field} label={label} value={value} />
        ),
      )}
    </dl>
    <section className="mt-6">
      <h3 className="text-sm font-semibold text-slate-900">
        {labels.property.mlsListingFacts.heading}
      </h3>
      <dl className="grid grid-cols-1 gap-x-8 sm:grid-cols-2">
        {mlsListingFactRows(record).map(({ field, label, value }) => (
          <Row key={field} label={label} value={value} />
        ))}
      </dl>
    </section>
    <OpenHouses listingKey={record.ListingKey} />
  </>
);
