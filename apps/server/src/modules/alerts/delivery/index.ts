export { runAlertDelivery, type DeliveryDeps } from './deliver';
export {
  ALERTS_DELIVERY_JOB,
  alertsDeliveryEveryMs,
  startAlertDeliveryWorker,
  type AlertDeliveryWorkerOptions,
} from './delivery-worker';
export { unsubscribeRoutes } from './unsubscribe.routes';
export { signUnsubscribeToken, unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token';
