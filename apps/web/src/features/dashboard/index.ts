export { HomePage, type HomePageProps } from './home-page';
export { DashboardHome } from './dashboard-home';
export { DashboardLoading } from './components/dashboard-loading';
export { DashboardError } from './components/dashboard-error';
export { ViewPlaceholder } from './components/view-placeholder';
export { useMySupervisorInfo } from './api/get-my-supervisor-info';
