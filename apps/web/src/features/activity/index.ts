export { ActivityCounts, ActivityFeed } from './activity-feed';
