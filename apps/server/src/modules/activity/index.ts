export { activitySubscribers } from './activity-reactions';
export { activityRoutes } from './activity.routes';
export {
  engagementOfHouseholds,
  engagementTrend,
  householdsActiveIn,
  lastActivityOf,
  type HouseholdEngagement,
  type PeriodPair,
} from './performance.queries';
