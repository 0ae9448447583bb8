import {
  type AiReportResponse,
  complianceMessages,
  isClient,
  type GenerateReportResponse,
  reportsMessages,
} from '@rela/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { appError } from '../../platform/errors';
import { enqueueJob, findActiveJob } from '../../platform/jobs';
import type { Actor } from '../../platform/policy/policy';
import type { FileStorage, StoredFile } from '../../platform/storage/file-storage';
import { listReportFiles, reportFileKey } from './report-files';
import { REPORT_JOB } from './report-job';
import { reportListingOf, type ReportListing } from './report-listing';
import type { ReportLinks } from './report-links';
import { authorizeReport } from './reports.access';

export type ReportRequestDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'REPORT_MIN_SECONDS' | 'displayRules'>;
};

/** What asking for a report did: queued a generation, or found one already queued or running. */
export type RequestedReport = { listingKey: string; alreadyRunning: boolean };

/**
 * Who may ask about the listing's report, then what the display rules say of it: a buyer asking of
 * a listing its seller keeps from clients is answered as for a listing Rela does not know (404).
 */
const reportListingFor = async (
  deps: { db: Db; config: Pick<Config, 'displayRules'> },
  actor: Actor,
  action: 'read-report' | 'request-report',
  listingKey: string,
): Promise<ReportListing> => {
  await authorizeReport(deps.db, actor, action, listingKey);
  const listing = await reportListingOf(deps.db, deps.config.displayRules, listingKey);
  if (listing.withheld && isClient(actor.role)) throw appError('NOT_FOUND');
  return listing;
};

/**
 * Asks for a listing's AI report (the tab's Request AI Report, and Rela's "get me a report" tool):
 * a durable job, at most one per listing while it runs, due after REPORT_MIN_SECONDS. 404 for
 * anyone who may not see a buyer holding the listing, and for a buyer asking of a listing its
 * seller keeps from clients (REQ-DISPLAY-WITHHELD); 403 `REPORT_DECLINED`, with the reason in
 * the catalogue's words, for a listing whose seller or MLS said no (REQ-DISPLAY-NO-REPORT). No job
 * for any of them.
 */
export const requestReport = async (
  deps: ReportRequestDeps,
  actor: Actor,
  listingKey: string,
): Promise<RequestedReport> => {
  const { declined } = await reportListingFor(deps, actor, 'request-report', listingKey);
  if (declined) throw appError('REPORT_DECLINED', complianceMessages.reportDeclined[declined]);
  const now = deps.clock.now();
  const { created } = await enqueueJob(deps.db, {
    kind: REPORT_JOB,
    key: listingKey,
    payload: { listingKey, requestedBy: actor.id },
    runAt: new Date(now.getTime() + deps.config.REPORT_MIN_SECONDS * 1000),
  });
  return { listingKey, alreadyRunning: !created };
};

/** POST /{product}/generate-report's answer: 202 at once, whether or not a job was already running. */
export const generateReportAnswer = (requested: RequestedReport): GenerateReportResponse => ({
  status: 202,
  message: reportsMessages.generationRequested,
  data: { listingKey: requested.listingKey, generating: true },
});

export type ReportLookupDeps = {
  db: Db;
  config: Pick<Config, 'displayRules'>;
  clock: Clock;
  storage: FileStorage;
  links: ReportLinks;
};

/**
 * GET /report/ai/{listingKey}: signed URLs of the report file and its photos, for those who may
 * read it, with the listing's attribution and disclaimer (REQ-DISPLAY-ATTRIBUTION). A listing
 * whose report Rela declines answers why and no URLs, even of a report made before the seller's
 * opt-out (REQ-DISPLAY-NO-REPORT); one its seller keeps from clients is 404 to a buyer.
 */
export const lookupReport = async (
  deps: ReportLookupDeps,
  actor: Actor,
  listingKey: string,
): Promise<AiReportResponse> => {
  const { declined, credit } = await reportListingFor(deps, actor, 'read-report', listingKey);
  const credited = credit ?? {};
  if (declined) {
    return {
      status: 200,
      data: { listingKey, reportURLs: [], generating: false, declined, ...credited },
    };
  }
  const [files, active] = await Promise.all([
    listReportFiles(deps.storage, listingKey),
    findActiveJob(deps.db, { kind: REPORT_JOB, key: listingKey }),
  ]);
  const now = deps.clock.now();
  return {
    status: 200,
    data: {
      listingKey,
      reportURLs: files.map((name) => deps.links.sign(listingKey, name, now)),
      generating: active !== undefined,
      ...credited,
    },
  };
};

type FileRequest = { listingKey: string; fileName: string; expires?: string; signature?: string };

/** One report file behind its signed URL: refused (403) unless the signature and expiry hold. */
export const readReportFile = async (
  deps: Pick<ReportLookupDeps, 'clock' | 'storage' | 'links'>,
  request: FileRequest,
): Promise<StoredFile> => {
  if (!deps.links.verify(request, deps.clock.now())) {
    throw appError('FORBIDDEN', reportsMessages.linkRefused);
  }
  const file = await deps.storage.get(reportFileKey(request.listingKey, request.fileName));
  if (!file) throw appError('NOT_FOUND');
  return file;
};
