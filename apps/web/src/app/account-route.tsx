import { AccountPage } from '../features/account';
import { RealtorCanSee } from '../features/activity';
import { NotificationPreferences } from '../features/alerts';
import { useAccountInfo } from '../lib/account-info';
import { legalDialogs } from './legal-dialogs';

/** A buyer is told what their realtor's activity feed shows of them (ADR 033). */
const BuyerDisclosure = () => {
  const { data: profile } = useAccountInfo();
  return profile?.role === 'buyer' ? <RealtorCanSee /> : null;
};

/** `/account`: the account feature's page with the legal feature's modals composed in. */
export const AccountRoute = () => (
  <AccountPage
    legal={legalDialogs}
    sections={
      <>
        <NotificationPreferences />
        <BuyerDisclosure />
      </>
    }
  />
);
