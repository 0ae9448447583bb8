import { Dialog, type DialogProps } from '../../../components/dialog';
import type { LegalSection } from '../content/types';
import { privacyPolicy } from '../content/privacy';
import { termsOfService } from '../content/terms';
import { LegalSections } from './legal-sections';
import { labels } from '../../../lib/labels';

export type LegalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: DialogProps['onCloseAutoFocus'];
};

const LegalDialog = ({
  title,
  sections,
  ...props
}: LegalDialogProps & { title: string; sections: LegalSection[] }) => (
  <Dialog title={title} size="lg" {...props}>
    <LegalSections sections={sections} headingLevel="h3" />
  </Dialog>
);

/** The Terms of Service as a modal, for screens that ask the user to agree. */
export const TermsOfServiceDialog = (props: LegalDialogProps) => (
  <LegalDialog title={labels.termsOfService} sections={termsOfService} {...props} />
);

/** The Privacy Policy as a modal. */
export const PrivacyPolicyDialog = (props: LegalDialogProps) => (
  <LegalDialog title={labels.privacyPolicy} sections={privacyPolicy} {...props} />
);
