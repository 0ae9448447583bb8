export { defaultJobRetryPolicy, jobRetryDelayMs, type JobRetryPolicy } from './backoff';
export { enqueueJob, type EnqueueJob, type Enqueued } from './enqueue';
export { findActiveJob, listJobs, markJobDone, saveJobProgress } from './job-queries';
export {
  PermanentJobError,
  startJobWorker,
  type JobFailure,
  type JobHandler,
  type JobLogger,
  type JobPass,
  type JobWorker,
  type JobWorkerOptions,
  type WakeableJobWorker,
} from './worker';
