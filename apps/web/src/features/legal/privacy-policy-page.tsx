import { LegalPage } from './components/legal-page';
import { privacyPolicy } from './content/privacy';
import { labels } from '../../lib/labels';

export const PrivacyPolicyPage = () => (
  <LegalPage title={labels.privacyPolicy} sections={privacyPolicy} />
);
