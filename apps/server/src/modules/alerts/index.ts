export {
  ALERTS_FANOUT_JOB,
  alertsFanOutEveryMs,
  matchTransactionsFor,
  nudgeAlertFanOut,
  startAlertsWorker,
  type AlertsWorkerOptions,
} from './alerts-worker';
export { alertsRoutes } from './alerts.routes';
export { runAlertFanOut } from './fan-out';
export { homesAddedNotifier, type HomesSent } from './homes-added';
