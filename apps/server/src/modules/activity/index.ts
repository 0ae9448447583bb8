export { activitySubscribers } from './activity-reactions';
export { activityRoutes } from './activity.routes';
export {
  engagementOfRows,
  householdsIdleIn,
  lastActivityOf,
  type RowEngagement,
} from './performance.queries';
