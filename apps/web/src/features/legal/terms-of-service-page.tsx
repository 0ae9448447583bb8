import { messages } from '@rela/contracts';
import { LegalPage } from './components/legal-page';
import { termsOfService } from './content/terms';

export const TermsOfServicePage = () => (
  <LegalPage title={messages.ui.termsOfService} sections={termsOfService} />
);
