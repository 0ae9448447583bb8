import type { FileStorage } from '../../platform/storage/file-storage';
import type { Emit } from '../../platform/events';
import { startJobWorker, type JobLogger, type JobWorker } from '../../platform/jobs';
import { tellFinding } from '../fair-housing';
import { mlsClientFromConfig, type MlsClient } from '../mls';
import { keptPhotoFromConfig, listingReaderOver, type ListingReaderOverDeps } from '../replica';
import { llmReportWriter, reportLlmSettings } from './llm-writer';
import { reportDeclinedFor } from './report-declined';
import { reportCreditOf } from './report-listing';
import { REPORT_JOB, reportJobHandler } from './report-job';
import { mlsReportSource } from './report-source';
import { builtInWriter } from './report-writer';

/** How often an idle worker looks for due report jobs. */
const REPORT_WORKER_INTERVAL_MS = 1_000;

/** What the report worker takes: the replica reader's parts, the files, and the process's live client. */
export type ReportWorkerDeps = ListingReaderOverDeps & { storage: FileStorage; mls?: MlsClient };

/**
 * The report worker of `--serve worker` (and `all`): takes AI report jobs from the database and
 * writes the reports to the file storage. Any number of workers may run against one PostgreSQL.
 */
export const startReportWorker = (
  deps: ReportWorkerDeps,
  logger: JobLogger,
  {
    emit,
    intervalMs = REPORT_WORKER_INTERVAL_MS,
  }: {
    /** What the fair-housing screen found in a report tells the audit by (ADR 050). */
    emit: Emit;
    intervalMs?: number;
  },
): JobWorker => {
  const mls = deps.mls ?? mlsClientFromConfig(deps);
  const llm = reportLlmSettings(deps.config);
  const worker = startJobWorker({
    db: deps.database.db,
    clock: deps.clock,
    logger,
    intervalMs,
    handlers: {
      [REPORT_JOB]: reportJobHandler({
        source: mlsReportSource(
          listingReaderOver(deps, mls),
          keptPhotoFromConfig({ ...deps, db: deps.database.db }),
        ),
        writer: llm ? llmReportWriter(llm) : builtInWriter,
        storage: deps.storage,
        clock: deps.clock,
        logger,
        declined: (listingKey) =>
          reportDeclinedFor(deps.database.db, deps.config.displayRules, listingKey),
        credit: (listing) =>
          reportCreditOf(deps.database.db, deps.config.displayRules, listing, deps.clock.now()),
        tellFindings: (findings) =>
          deps.database.db.transaction(async (tx) => {
            for (const finding of findings)
              await tellFinding(emit, tx, {
                ...finding,
                surface: 'report',
                userId: null,
                at: deps.clock.now(),
              });
          }),
      }),
    },
  });
  return {
    runOnce: worker.runOnce,
    runPass: worker.runPass,
    stop: async () => {
      await worker.stop();
      if (!deps.mls) await mls.close();
    },
  };
};
