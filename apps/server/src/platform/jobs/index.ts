export { defaultJobRetryPolicy, jobRetryDelayMs, type JobRetryPolicy } from './backoff';
export { enqueueJob, type EnqueueJob, type Enqueued } from './enqueue';
export { findActiveJob, listJobs } from './job-queries';
export {
  PermanentJobError,
  startJobWorker,
  type JobHandler,
  type JobLogger,
  type JobWorker,
  type JobWorkerOptions,
} from './worker';
