import { messages } from '@rela/contracts';
import { FullScreenSpinner } from '../../../components/spinner';

/** Full-screen wait while the account info loads. */
export const DashboardLoading = () => <FullScreenSpinner label={messages.dashboard.loading} />;
