export { TermsOfServicePage } from './terms-of-service-page';
export { PrivacyPolicyPage } from './privacy-policy-page';
export {
  TermsOfServiceDialog,
  PrivacyPolicyDialog,
  type LegalDialogProps,
} from './components/legal-dialog';
