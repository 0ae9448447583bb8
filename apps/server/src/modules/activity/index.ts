export { activityRoutes } from './activity.routes';
export { activityRecorder, activityWithdrawer } from './activity-recorder';
export type { BuyerActivity, OnBuyerActivity, OnBuyerActivityWithdrawn } from './activity-events';
