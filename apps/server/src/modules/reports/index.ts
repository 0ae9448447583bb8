/** The AI report module: what other modules (Rela's "request a report" tool) may call. */
export { requestReport, type ReportRequestDeps, type RequestedReport } from './reports.service';
export { reportsRoutes } from './reports.routes';
export { startReportWorker } from './report-worker';
