export { ActivityFeed } from './components/activity-feed';
export { ActivityCounts } from './components/activity-counts';
export { RealtorCanSee } from './components/realtor-can-see';
