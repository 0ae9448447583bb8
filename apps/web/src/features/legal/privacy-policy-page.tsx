import { messages } from '@rela/contracts';
import { LegalPage } from './components/legal-page';
import { privacyPolicy } from './content/privacy';

export const PrivacyPolicyPage = () => (
  <LegalPage title={messages.ui.privacyPolicy} sections={privacyPolicy} />
);
