import {
  fairHousingAuditRetentionDays,
  fairHousingMessages,
  type FairHousingAuditItem,
  type FairHousingAuditResponse,
  type FairHousingClass,
  type FairHousingSurface,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { csvField } from '../../platform/csv';
import { appError } from '../../platform/errors';
import { formatTimeIdCursor, parseTimeIdCursor } from '../../platform/http/time-id-cursor';
import { hierarchyFromChains } from '../../platform/policy/hierarchy';
import { enforce, type Actor } from '../../platform/policy/policy';
import { listAuditEntries, type AuditFilter, type AuditRow } from './fair-housing.queries';

export type FairHousingDeps = { db: Db; clock: Clock };

type Filters = {
  from?: string;
  to?: string;
  class?: FairHousingClass;
  surface?: FairHousingSurface;
};

const DAY = 24 * 60 * 60 * 1000;
const noChain = hierarchyFromChains(new Map());

/** The days asked (UTC, `to` whole), never older than the two years an entry is kept. */
const filterOf = (query: Filters, now: Date): AuditFilter => {
  const kept = new Date(now.getTime() - fairHousingAuditRetentionDays * DAY);
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : kept;
  const until = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY) : undefined;
  if (Number.isNaN(from.getTime()) || (until && Number.isNaN(until.getTime())))
    throw appError('BAD_REQUEST', fairHousingMessages.badRange);
  if (until && from >= until) throw appError('BAD_REQUEST', fairHousingMessages.badRange);
  return {
    from: from < kept ? kept : from,
    ...(until ? { until } : {}),
    ...(query.class ? { class: query.class } : {}),
    ...(query.surface ? { surface: query.surface } : {}),
  };
};

const itemOf = (row: AuditRow): FairHousingAuditItem => ({
  id: row.id,
  at: row.at.toISOString(),
  surface: row.surface,
  class: row.class,
  username: row.username,
  excerpt: row.excerpt,
});

/** `GET /fair-housing/audit` (REQ-FAIR-HOUSING-AUDIT): the owner's, newest first, a page at a time. */
export const auditPage = async (
  { db, clock }: FairHousingDeps,
  actor: Actor,
  query: Filters & { before?: string; limit: number },
): Promise<FairHousingAuditResponse> => {
  enforce(actor, 'read-fair-housing-audit', null, noChain);
  const before = query.before
    ? parseTimeIdCursor(query.before, fairHousingMessages.badCursor)
    : undefined;
  const rows = await listAuditEntries(db, {
    filter: filterOf(query, clock.now()),
    ...(before ? { before } : {}),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(itemOf),
    nextBefore: rows.length > query.limit && last ? formatTimeIdCursor(last) : null,
  };
};

/** The CSV's columns, in order (REQ-FAIR-HOUSING-AUDIT). */
export const auditCsvColumns = ['at', 'surface', 'class', 'username', 'excerpt'] as const;

const CSV_PAGE = 1_000;

/** `GET /fair-housing/audit.csv`: every entry the filters take, newest first, with a header row. */
export const auditCsv = async (
  { db, clock }: FairHousingDeps,
  actor: Actor,
  query: Filters,
): Promise<string> => {
  enforce(actor, 'read-fair-housing-audit', null, noChain);
  const filter = filterOf(query, clock.now());
  const lines = [auditCsvColumns.join(',')];
  let before: AuditRow | undefined;
  for (;;) {
    const rows = await listAuditEntries(db, {
      filter,
      ...(before ? { before } : {}),
      limit: CSV_PAGE,
    });
    for (const row of rows) {
      const item = itemOf(row);
      const fields = { ...item, username: item.username ?? '' };
      lines.push(auditCsvColumns.map((column) => csvField(fields[column])).join(','));
    }
    if (rows.length < CSV_PAGE) break;
    before = rows[rows.length - 1];
  }
  return `${lines.join('\r\n')}\r\n`;
};
