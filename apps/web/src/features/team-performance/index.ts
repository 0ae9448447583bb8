export { TeamPerformancePage } from './performance-page';
