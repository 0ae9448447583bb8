/**
 * The AI report module's face (ADR 006, ADR 044): its routes, its worker, and what other modules
 * (Rela's "request a report" tool) may call.
 */
export { requestReport, type ReportRequestDeps, type RequestedReport } from './reports.service';
export { reportsRoutes, type ReportsRoutesDeps } from './reports.routes';
export { startReportWorker, type ReportWorkerDeps } from './report-worker';
export { REPORT_JOB } from './report-job';
export { mlsReportSource } from './report-source';
