import { useState, type CSSProperties } from 'react';
import {
  compareMessages,
  compareRows,
  costMessages,
  splitEqualRows,
  type CompareRow,
} from '@rela/contracts';
import {
  cardPhotoBox,
  ListingAttribution,
  ListingDisclaimers,
  ListingPhoto,
  NotForClientsMark,
} from '../../../listing/components';
import { useEstimateDefaults } from '../../../listing/costs/cost-defaults';
import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';
import type { ComparedHome } from '../hooks/use-compare-homes';
import { BestChip, CompareCellContent, DeclinedReport } from './compare-cell';

const text = compareMessages;

type CompareTableProps = {
  homes: readonly ComparedHome[];
  /** Opens a home's dialog, on its AI Report tab for Request AI Report. */
  onOpen: (listingKey: string, tab: 'mls' | 'ai') => void;
};

const labelCell =
  'sticky left-0 z-10 w-28 px-3 py-3 text-left align-top text-xs font-medium text-slate-500 shadow-[1px_0_0_var(--color-slate-200)] sm:w-48 sm:px-5 sm:text-sm';
const valueCell = 'relative snap-start px-3 py-3 align-top text-sm sm:px-5';

const cityLine = (home: ComparedHome) =>
  [
    home.record.City,
    [home.record.StateOrProvince, home.record.PostalCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

const addressOf = (home: ComparedHome) => home.record.UnparsedAddress ?? home.listingKey;

/** A declined report's reason is never folded away with equal rows. */
const withDeclined = (homes: readonly ComparedHome[]) => (row: CompareRow) =>
  row.id === 'overallGrade' && homes.some((home) => home.reportDeclined)
    ? { ...row, equal: false }
    : row;

const Row = ({
  row,
  homes,
  onOpen,
  muted = false,
}: {
  row: CompareRow;
  homes: readonly ComparedHome[];
  onOpen: CompareTableProps['onOpen'];
  /** An equal row, shown on request: on a grey ground. */
  muted?: boolean;
}) => (
  <tr data-row={row.id} className="[&>*]:border-t [&>*]:border-slate-100">
    <th scope="row" className={cx(labelCell, muted ? 'bg-slate-50' : 'bg-white')}>
      {row.label}
    </th>
    {row.cells.map((cell, index) => {
      const home = homes[index]!;
      return (
        <td key={home.listingKey} className={cx(valueCell, muted && 'bg-slate-50')}>
          {row.id === 'overallGrade' && home.reportDeclined ? (
            <DeclinedReport reason={home.reportDeclined} address={addressOf(home)} />
          ) : (
            <CompareCellContent
              cell={cell}
              offersRequest={row.id === 'overallGrade'}
              onRequestReport={() => onOpen(home.listingKey, 'ai')}
            />
          )}
        </td>
      );
    })}
  </tr>
);

/**
 * Homes side by side: a column each (photo, address and the listing's attribution on top), the
 * row labels pinned at the left while the columns scroll and snap (a phone shows one home and the
 * edge of the next), best values bold with a Best chip, equal rows folded behind "Show N equal
 * rows", and the listings' disclaimers at the foot (REQ-DISPLAY-ATTRIBUTION). A home whose AI
 * report Rela declines says why in its AI row and offers no request (REQ-DISPLAY-NO-REPORT).
 */
export const CompareTable = ({ homes, onOpen }: CompareTableProps) => {
  const [showEqual, setShowEqual] = useState(false);
  // The monthly rows: the cards' estimate under the viewer's defaults (ADR 051).
  const defaults = useEstimateDefaults();
  const rows = compareRows(homes, { monthlyUnder: defaults }).map(withDeclined(homes));
  const photos = rows.find((row) => row.id === 'photo');
  const { shown, equal } = splitEqualRows(rows.filter((row) => row.id !== 'photo'));
  const width = { '--homes': homes.length } as CSSProperties;

  return (
    <div className="space-y-3">
      <div
        role="region"
        aria-label={text.homesLabel}
        // The region scrolls sideways: it takes the focus so the keyboard can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="snap-x snap-mandatory scroll-pl-28 overflow-x-auto overscroll-x-contain rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 sm:scroll-pl-48"
      >
        <table
          style={width}
          className="w-[calc(7rem+var(--homes)*13.5rem)] table-fixed border-separate border-spacing-0 sm:w-full sm:min-w-[calc(12rem+var(--homes)*13rem)]"
        >
          <caption className="sr-only">{text.title}</caption>
          <thead>
            <tr>
              <td className={cx(labelCell, 'bg-white align-bottom')}>
                <span className="hidden items-start gap-2 text-xs leading-snug font-normal text-slate-500 sm:flex">
                  <BestChip />
                  <span>{text.bestLegend}</span>
                </span>
              </td>
              {homes.map((home, index) => {
                const cell = photos?.cells[index];
                const address = addressOf(home);
                return (
                  <th
                    key={home.listingKey}
                    scope="col"
                    className={cx(valueCell, 'pt-4 pb-4 text-left font-normal')}
                  >
                    <button
                      type="button"
                      onClick={() => onOpen(home.listingKey, 'mls')}
                      className="group block w-full rounded-xl text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
                    >
                      <span className="block overflow-hidden rounded-xl ring-1 ring-slate-200">
                        <ListingPhoto
                          url={cell?.kind === 'photo' ? cell.url : null}
                          alt=""
                          place="tile"
                          className={cx(
                            cardPhotoBox,
                            'transition-transform duration-300 group-hover:scale-[1.03]',
                          )}
                          // The photos head the page: the first is its largest paint, at once.
                          priority={index === 0}
                        />
                      </span>
                      <span className="mt-3 block text-sm leading-snug font-semibold text-slate-900 group-hover:underline sm:text-base">
                        {address}
                      </span>
                      <span className="mt-0.5 block truncate text-xs text-slate-500 sm:text-sm">
                        {cityLine(home)}
                      </span>
                    </button>
                    <ListingAttribution
                      attribution={home.display?.attribution}
                      variant="compact"
                      className="mt-1"
                    />
                    <NotForClientsMark
                      notForClients={home.display?.notForClients}
                      className="mt-1.5"
                    />
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <Row key={row.id} row={row} homes={homes} onOpen={onOpen} />
            ))}
            {showEqual
              ? equal.map((row) => (
                  <Row key={row.id} row={row} homes={homes} onOpen={onOpen} muted />
                ))
              : null}
          </tbody>
        </table>
      </div>
      {equal.length > 0 ? (
        <button
          type="button"
          aria-expanded={showEqual}
          onClick={() => setShowEqual((value) => !value)}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            fill="currentColor"
            className={cx('size-4 transition-transform', showEqual && 'rotate-180')}
          >
            <path d="M5.2 7.5 10 12.3l4.8-4.8 1.1 1.1-5.9 5.9-5.9-5.9z" />
          </svg>
          {showEqual ? text.hideEqual : text.showEqual(equal.length)}
        </button>
      ) : null}
      <p className="text-xs leading-relaxed text-slate-500">{costMessages.estimate}</p>
      <ListingDisclaimers
        disclaimers={homes.map((home) => home.display?.disclaimer)}
        label={labels.property.listingData}
        className="pt-2"
      />
    </div>
  );
};
