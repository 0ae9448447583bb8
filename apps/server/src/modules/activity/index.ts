export { activityRoutes } from './activity.routes';
export { activityRecorder } from './activity-recorder';
export type { BuyerActivity, OnBuyerActivity } from './activity-events';
