import { lazy, Suspense } from 'react';
import { ForgotPasswordPage, type LegalDialogComponent, type LegalDialogs } from '../features/auth';

const LazyTermsDialog = lazy(async () => ({
  default: (await import('../features/legal')).TermsOfServiceDialog,
}));
const LazyPrivacyDialog = lazy(async () => ({
  default: (await import('../features/legal')).PrivacyPolicyDialog,
}));

/** The legal text loads on demand; until it arrives an opened modal simply waits. */
const inSuspense =
  (Dialog: LegalDialogComponent): LegalDialogComponent =>
  (props) => (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );

const legal: LegalDialogs = {
  TermsDialog: inSuspense(LazyTermsDialog),
  PrivacyDialog: inSuspense(LazyPrivacyDialog),
};

/** `/auth/forgot-password`: the auth feature's page with the legal feature's modals composed in. */
export const ForgotPasswordRoute = () => <ForgotPasswordPage legal={legal} />;
