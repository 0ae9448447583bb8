import type { AppDeps } from '../../app-deps';
import { startJobWorker, type JobLogger, type JobWorker } from '../../platform/jobs';
import { listingReaderOver, mlsClientFromConfig } from '../mls/mls-client-for';
import { llmReportWriter, reportLlmSettings } from './llm-writer';
import { REPORT_JOB, reportJobHandler } from './report-job';
import { guardedPhotoFetch, photoFetchRules } from './photo-fetch';
import { mlsReportSource } from './report-source';
import { builtInWriter } from './report-writer';

/** How often an idle worker looks for due report jobs. */
const REPORT_WORKER_INTERVAL_MS = 1_000;

/**
 * The report worker of `--serve worker` (and `all`): takes AI report jobs from the database and
 * writes the reports to the file storage. Any number of workers may run against one PostgreSQL.
 */
export const startReportWorker = (
  deps: Pick<AppDeps, 'config' | 'database' | 'clock' | 'storage' | 'mls'>,
  logger: JobLogger,
  { intervalMs = REPORT_WORKER_INTERVAL_MS }: { intervalMs?: number } = {},
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
          guardedPhotoFetch(photoFetchRules(deps.config)),
        ),
        writer: llm ? llmReportWriter(llm) : builtInWriter,
        storage: deps.storage,
        clock: deps.clock,
        logger,
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
