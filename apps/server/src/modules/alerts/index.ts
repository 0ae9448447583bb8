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
export { type NoticeStreamOptions } from './notice-stream';
export { alertsSubscribers } from './alert-reactions';
export { startAlertDeliveryWorker, unsubscribeRoutes } from './delivery';
export { listingKeysInReplica, savedSearchesRoutes } from './saved-searches';
export { noticePushed } from './notifications.queries';
export { alertEmailsSent, savedTimeZone } from './performance.queries';
