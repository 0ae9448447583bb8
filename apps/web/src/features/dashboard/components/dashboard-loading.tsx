import { FullScreenSpinner } from '../../../components/spinner';
import { dashboardMessages } from '../../../lib/web-texts';

/** Full-screen wait while the account info loads. */
export const DashboardLoading = () => <FullScreenSpinner label={dashboardMessages.loading} />;
