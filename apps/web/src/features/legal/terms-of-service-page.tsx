import { LegalPage } from './components/legal-page';
import { termsOfService } from './content/terms';
import { labels } from '../../lib/labels';

export const TermsOfServicePage = () => (
  <LegalPage title={labels.termsOfService} sections={termsOfService} />
);
