import {
  roleLabels,
  teamPerformanceMessages,
  type PerformanceFigures,
  type TeamPerformanceResponse,
} from '@rela/contracts';
import { csvDocument } from '../../platform/csv';

const columns = teamPerformanceMessages.csvColumns;

/** Each figure's column, in the table's order, and how it is read from the figures. */
const figureColumns: readonly [string, (figures: PerformanceFigures) => number | null][] = [
  [columns.activeBuyers, (f) => f.activeBuyers],
  [columns.buyers, (f) => f.buyers],
  [columns.homesSent, (f) => f.homesSent],
  [columns.homesAdded, (f) => f.homesAdded],
  [columns.homesOpened, (f) => f.homesOpened],
  [columns.homesLiked, (f) => f.homesLiked],
  [columns.homesRemoved, (f) => f.homesRemoved],
  [columns.answered, (f) => f.responses.answered],
  [columns.unanswered, (f) => f.responses.unanswered],
  [columns.medianMinutes, (f) => f.responses.medianMinutes],
  [columns.p90Minutes, (f) => f.responses.p90Minutes],
  [columns.toursRequested, (f) => f.toursRequested],
  [columns.toursConfirmed, (f) => f.toursConfirmed],
  [columns.toursCompleted, (f) => f.toursCompleted],
  [columns.quietBuyers, (f) => f.quietBuyers],
  [columns.alertsSent, (f) => f.alertsSent],
  [columns.alertsOpened, (f) => f.alertsOpened],
];

const valuesOf = (figures: PerformanceFigures) =>
  figureColumns.map(([, read]) => {
    const value = read(figures);
    return value === null ? teamPerformanceMessages.csvUnknown : String(value);
  });

/**
 * The table as CSV (REQ-PERFORMANCE-EXPORT): a header row, a row per table row, then the total;
 * each with the period's figures and the previous period's. Names and counts only; every field
 * through `csvField` (a name starting with = is never a formula).
 */
export const performanceCsv = (answer: TeamPerformanceResponse): string => {
  const { period } = answer;
  const header = [
    columns.name,
    columns.username,
    columns.role,
    columns.realtors,
    columns.from,
    columns.to,
    ...figureColumns.map(([name]) => name),
    ...figureColumns.map(([name]) => teamPerformanceMessages.csvPrevious(name)),
  ];
  const rows = answer.rows.map((row) => [
    row.name,
    row.username,
    roleLabels[row.role],
    row.realtors === undefined ? '' : String(row.realtors),
    period.from,
    period.to,
    ...valuesOf(row.current),
    ...valuesOf(row.previous),
  ]);
  const total = [
    teamPerformanceMessages.csvTotal,
    '',
    '',
    '',
    period.from,
    period.to,
    ...valuesOf(answer.total.current),
    ...valuesOf(answer.total.previous),
  ];
  return csvDocument([header, ...rows, total]);
};
