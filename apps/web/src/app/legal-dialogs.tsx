import { lazy, Suspense } from 'react';
import type { LegalDialogComponent, LegalDialogs } from '../components/legal-agreement';

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

/** The legal feature's modals, for the screens of other features that link to them. */
export const legalDialogs: LegalDialogs = {
  TermsDialog: inSuspense(LazyTermsDialog),
  PrivacyDialog: inSuspense(LazyPrivacyDialog),
};
