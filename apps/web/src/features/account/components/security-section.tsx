import { Suspense, useState } from 'react';
import { resetModalMessages, type UserProfile } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import type { LegalDialogComponent, LegalDialogs } from '../../../components/legal-agreement';
import { useLazyDialog } from '../../../components/lazy-dialog';
import type { Timers } from '../../../lib/timers';
import { lazyComponent } from '../../../lib/lazy-component';
import { SectionCard, SettingRow } from './section-card';
import { labels } from '../../../lib/labels';

/** The password's dialog, loaded as its button is neared or pressed (as the legal texts are). */
const ResetPasswordModal = lazyComponent(
  async () => (await import('./reset-password-modal')).ResetPasswordModal,
);

const text = labels.account;

/** The legal texts load with their dialog (`app/legal-dialogs.tsx`): nothing to start early. */
const nothingToLoad = () => Promise.resolve();

/** A row's button: the dialog trigger's ARIA, and the focus back on it when its dialog closes. */
const DialogButton = ({
  trigger,
  label,
  name,
}: {
  trigger: ReturnType<typeof useLazyDialog>['triggerProps'];
  label: string;
  name: string;
}) => (
  <Button
    variant="secondary"
    className="min-h-9 px-3 py-1.5"
    aria-label={`${label} ${name}`}
    {...trigger}
  >
    {label}
  </Button>
);

/** A legal text's row: View opens its dialog, drawn once first opened. */
const LegalRow = ({ label, Dialog }: { label: string; Dialog: LegalDialogComponent }) => {
  const dialog = useLazyDialog(nothingToLoad);
  return (
    <SettingRow
      label={label}
      value={null}
      action={<DialogButton trigger={dialog.triggerProps} label={text.view} name={label} />}
    >
      {dialog.mounted ? (
        <Dialog
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          onCloseAutoFocus={dialog.returnFocus}
        />
      ) : null}
    </SettingRow>
  );
};

/**
 * Security & Legal: Password (the Reset Password modal), Terms of Service, Privacy Policy. Each
 * dialog is drawn once first opened, so none of their code is part of the page's load.
 */
export const SecuritySection = ({
  profile,
  legal,
  timers,
}: {
  profile: UserProfile;
  legal: LegalDialogs;
  timers?: Timers;
}) => {
  const password = useLazyDialog(ResetPasswordModal.preload);
  const [updated, setUpdated] = useState(false);
  const passwordTrigger = {
    ...password.triggerProps,
    onClick: () => {
      setUpdated(false);
      password.triggerProps.onClick();
    },
  };
  return (
    <SectionCard title={text.securityTitle}>
      <SettingRow
        label={text.password}
        value={<span className="text-sm text-slate-600">{text.passwordHint}</span>}
        action={<DialogButton trigger={passwordTrigger} label={text.change} name={text.password} />}
      >
        {updated ? (
          <Alert tone="success" className="mt-3">
            {resetModalMessages.success}
          </Alert>
        ) : null}
        {password.mounted ? (
          <Suspense fallback={null}>
            <ResetPasswordModal
              open={password.open}
              onOpenChange={password.setOpen}
              onCloseAutoFocus={password.returnFocus}
              email={profile.email}
              timers={timers}
              onSuccess={() => {
                password.setOpen(false);
                setUpdated(true);
              }}
            />
          </Suspense>
        ) : null}
      </SettingRow>
      <LegalRow label={labels.termsOfService} Dialog={legal.TermsDialog} />
      <LegalRow label={labels.privacyPolicy} Dialog={legal.PrivacyDialog} />
    </SectionCard>
  );
};
