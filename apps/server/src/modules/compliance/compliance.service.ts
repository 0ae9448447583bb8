import { auditCsvColumns, type ComplianceResponse, type DisplayRuleSet } from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { hierarchyFromChains } from '../../platform/policy/hierarchy';
import { enforce, type Actor } from '../../platform/policy/policy';
import { latestIncidents } from './compliance.queries';
import type { DisplayPolicy } from './display-policy';
import { dataFreshness } from './freshness';
import type { ReplicaReads } from './replica-reads';

export type ComplianceDeps = {
  db: Db;
  clock: Clock;
  policy: DisplayPolicy;
  replica: ReplicaReads;
  /** True when MLS_DISPLAY_RULES set the rules. */
  rulesFromConfig: boolean;
};

/** A role's own rule needs nobody's chain. */
const noChain = hierarchyFromChains(new Map());
const INCIDENTS_SHOWN = 10;
const MINUTE_MS = 60_000;

const ruleRow = (mls: string | null, set: DisplayRuleSet) => ({ mls, ...set });

/** `GET /compliance` (REQ-COMPLIANCE-PAGE): company owners alone (403 for anyone else). */
export const complianceOverview = async (
  deps: ComplianceDeps,
  actor: Actor,
): Promise<ComplianceResponse> => {
  enforce(actor, 'read-compliance', null, noChain);
  const { db, clock, policy, replica } = deps;
  const [freshness, optOuts, incidents, photos] = await Promise.all([
    dataFreshness(deps),
    replica.optOutCounts(db),
    latestIncidents(db, INCIDENTS_SHOWN),
    replica.photoCounts(db),
  ]);
  const { lastSyncAt } = freshness;
  return {
    rules: [
      ...Object.entries(policy.rules.byMls).map(([mls, set]) => ruleRow(mls, set)),
      ruleRow(null, policy.rules.default),
    ],
    rulesFromConfig: deps.rulesFromConfig,
    freshness: {
      syncing: freshness.syncing,
      lastSyncAt: lastSyncAt?.toISOString() ?? null,
      dataAgeMinutes:
        lastSyncAt === null
          ? null
          : Math.max(0, Math.floor((clock.now().getTime() - lastSyncAt.getTime()) / MINUTE_MS)),
      maxDataAgeHours: freshness.maxDataAgeHours,
      stale: freshness.stale,
    },
    optOuts,
    incidents: incidents.map((incident) => ({
      id: incident.id,
      startedAt: incident.startedAt.toISOString(),
      endedAt: incident.endedAt?.toISOString() ?? null,
      lastSyncAt: incident.lastSyncAt?.toISOString() ?? null,
    })),
    photos: {
      copied: photos.copied,
      waiting: photos.waiting,
      refused: photos.refused,
      bytesStored: photos.bytes,
    },
  };
};

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** A spreadsheet must never run a field as a formula: one starting with = + - @ is quoted as text. */
const safeText = (value: unknown) => {
  const text = value === undefined || value === null ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

const yesNo = (value: boolean) => (value ? 'Y' : 'N');
const PAGE = 2_000;

/**
 * `GET /compliance/audit.csv` (REQ-COMPLIANCE-AUDIT): a header row, then one row per listing the
 * replica holds, by key: its MLS, status, the four seller opt-outs as the MLS sent them, what
 * Rela does with it (shown to buyers, address shown, AI report offered), the attribution line
 * and when its facts were last confirmed (ADR 048).
 */
export const auditCsv = async (deps: ComplianceDeps, actor: Actor): Promise<string> => {
  enforce(actor, 'read-compliance', null, noChain);
  const { db, policy, replica } = deps;
  const lines = [auditCsvColumns.join(',')];
  let afterKey: string | null = null;
  for (;;) {
    const page = await replica.auditListings(db, { afterKey, limit: PAGE });
    for (const listing of page) {
      const { record } = listing;
      const row: Record<(typeof auditCsvColumns)[number], string> = {
        ListingKey: listing.listingKey,
        OriginatingSystemName: safeText(record.OriginatingSystemName),
        StandardStatus: safeText(record.StandardStatus),
        OnMarket: yesNo(listing.onMarket),
        InternetEntireListingDisplayYN: safeText(record.InternetEntireListingDisplayYN),
        InternetAddressDisplayYN: safeText(record.InternetAddressDisplayYN),
        InternetConsumerCommentYN: safeText(record.InternetConsumerCommentYN),
        InternetAutomatedValuationDisplayYN: safeText(record.InternetAutomatedValuationDisplayYN),
        ShownToBuyers: yesNo(listing.onMarket && policy.clientMaySee(record)),
        AddressShownToBuyers: yesNo(policy.addressShown(record)),
        AiReportOffered: yesNo(policy.reportAllowed(record)),
        Attribution: safeText(policy.attributionOf(record)?.full ?? ''),
        LastConfirmedAt: listing.syncedAt.toISOString(),
      };
      lines.push(auditCsvColumns.map((column) => csvField(row[column])).join(','));
    }
    if (page.length < PAGE) break;
    afterKey = page[page.length - 1]?.listingKey ?? null;
  }
  return `${lines.join('\r\n')}\r\n`;
};
