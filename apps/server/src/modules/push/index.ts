/**
 * The push module's face (ADR 052): the push calls, the VAPID keys, the queue of pushes that the
 * alerts' delivery fills in its transaction, and the worker that sends them.
 */
export { pushRoutes, type PushRoutesDeps } from './push.routes';
export { loadVapidKeys, type VapidKeys } from './vapid-keys';
export { queuePush, PUSH_SEND_JOB } from './push-queue';
export { startPushWorker, pushRetry, type PushWorkerOptions } from './push-worker';
export { endpointAllowed } from './push-endpoints';
