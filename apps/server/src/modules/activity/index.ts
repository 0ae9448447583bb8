export { activitySubscribers } from './activity-reactions';
export { activityRoutes } from './activity.routes';
export {
  engagementOfRows,
  householdsActiveIn,
  lastActivityOf,
  type RowEngagement,
} from './performance.queries';
