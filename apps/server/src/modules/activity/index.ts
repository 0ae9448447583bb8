export { activitySubscribers } from './activity-reactions';
export { activityRoutes } from './activity.routes';
