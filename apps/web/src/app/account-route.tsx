import { AccountPage } from '../features/account';
import { NotificationPreferences } from '../features/alerts';
import { legalDialogs } from './legal-dialogs';

/** `/account`: the account feature's page with the legal feature's modals composed in. */
export const AccountRoute = () => (
  <AccountPage legal={legalDialogs} sections={<NotificationPreferences />} />
);
