import { useId, useState } from 'react';
import {
  compareMessages,
  complianceMessages,
  listingFactsMessages,
  type CompareCell,
  type GradeTone,
  type ReportDeclined,
} from '@rela/contracts';
import { cx } from '../../../lib/class-names';

const text = compareMessages;

const tones: Record<GradeTone, { chip: string; dot: string }> = {
  good: { chip: 'bg-green-50 text-green-800 ring-green-600/25', dot: 'bg-green-500' },
  fair: { chip: 'bg-amber-50 text-amber-900 ring-amber-600/30', dot: 'bg-amber-500' },
  poor: { chip: 'bg-red-50 text-red-800 ring-red-600/25', dot: 'bg-red-500' },
  none: { chip: 'bg-slate-100 text-slate-600 ring-slate-400/30', dot: 'bg-slate-400' },
};

/** The green "Best" mark beside a row's best value (bold as well). */
export const BestChip = () => (
  <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/25 ring-inset">
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3" fill="currentColor">
      <path d="M6.4 11.6 3.2 8.4l1.1-1.1 2.1 2.1 5.3-5.3 1.1 1.1z" />
    </svg>
    {text.best}
  </span>
);

/** One value of a row: the text (N/A muted), a grade chip, or what to do without a report. */
export const CompareCellContent = ({
  cell,
  onRequestReport,
  offersRequest,
}: {
  cell: CompareCell;
  onRequestReport: () => void;
  /** A home without a report offers Request AI Report once (the first AI row), not in each. */
  offersRequest: boolean;
}) => {
  switch (cell.kind) {
    case 'photo':
      return null;
    case 'request-report':
      if (!offersRequest) return <span className="text-slate-500">{text.noReport}</span>;
      return (
        <button
          type="button"
          onClick={onRequestReport}
          className="rounded text-left text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {cell.text}
        </button>
      );
    case 'generating':
      return (
        <span className="inline-flex items-center gap-2 text-sm text-slate-600">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-amber-500" />
          {cell.text}
        </span>
      );
    case 'loading':
      return (
        <span className="inline-block h-5 w-16 animate-pulse rounded-full bg-slate-100">
          <span className="sr-only">{cell.text}</span>
        </span>
      );
    case 'grade':
      return (
        <span className="flex flex-wrap items-center gap-2">
          {cell.text === listingFactsMessages.notAvailable ? (
            <span className="text-slate-500">{cell.text}</span>
          ) : (
            <span
              className={cx(
                'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
                tones[cell.tone].chip,
              )}
            >
              <span
                aria-hidden="true"
                className={cx('size-2 rounded-full', tones[cell.tone].dot)}
              />
              {cell.text}
            </span>
          )}
          {cell.best ? <BestChip /> : null}
        </span>
      );
    case 'value':
      return (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={cx(
              cell.missing ? 'text-slate-500' : 'text-slate-800',
              cell.best && 'font-bold text-slate-950',
            )}
          >
            {cell.lines.length > 1
              ? cell.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))
              : cell.text}
          </span>
          {cell.best ? <BestChip /> : null}
        </span>
      );
  }
};

/**
 * The AI row of a home whose report Rela declines (REQ-DISPLAY-NO-REPORT): why, in short, and
 * "Why?" for the catalogue's full reason; no Request AI Report.
 */
export const DeclinedReport = ({
  reason,
  address,
}: {
  reason: ReportDeclined;
  address: string;
}) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="block space-y-1" data-report-declined={reason}>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500" />
          {text.reportDeclined[reason]}
        </span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={text.reportDeclined.whyLabel(address)}
          onClick={() => setOpen((was) => !was)}
          className="rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {text.reportDeclined.why}
        </button>
      </span>
      <span id={id} hidden={!open} className="block text-xs leading-relaxed text-slate-600">
        {complianceMessages.reportDeclined[reason]}
      </span>
    </span>
  );
};
