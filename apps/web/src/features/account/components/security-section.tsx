import { useState } from 'react';
import { resetModalMessages, type UserProfile } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import type { LegalDialogs } from '../../../components/legal-agreement';
import type { Timers } from '../../../lib/timers';
import { ResetPasswordModal } from './reset-password-modal';
import { SectionCard, SettingRow } from './section-card';
import { labels } from '../../../lib/labels';

const text = labels.account;

type Open = 'password' | 'terms' | 'privacy' | null;

/** Security & Legal: Password (the Reset Password modal), Terms of Service, Privacy Policy. */
export const SecuritySection = ({
  profile,
  legal,
  timers,
}: {
  profile: UserProfile;
  legal: LegalDialogs;
  timers?: Timers;
}) => {
  const [open, setOpen] = useState<Open>(null);
  const [updated, setUpdated] = useState(false);
  const { TermsDialog, PrivacyDialog } = legal;
  const openChange = (dialog: Exclude<Open, null>) => (next: boolean) =>
    setOpen(next ? dialog : null);
  const action = (dialog: Exclude<Open, null>, label: string, name: string) => (
    <Button
      variant="secondary"
      className="min-h-9 px-3 py-1.5"
      aria-label={`${label} ${name}`}
      onClick={() => {
        setUpdated(false);
        setOpen(dialog);
      }}
    >
      {label}
    </Button>
  );

  return (
    <SectionCard title={text.securityTitle}>
      <SettingRow
        label={text.password}
        value={<span className="text-sm text-slate-600">{text.passwordHint}</span>}
        action={action('password', text.change, text.password)}
      >
        {updated ? (
          <Alert tone="success" className="mt-3">
            {resetModalMessages.success}
          </Alert>
        ) : null}
      </SettingRow>
      <SettingRow
        label={labels.termsOfService}
        value={null}
        action={action('terms', text.view, labels.termsOfService)}
      />
      <SettingRow
        label={labels.privacyPolicy}
        value={null}
        action={action('privacy', text.view, labels.privacyPolicy)}
      />
      <ResetPasswordModal
        open={open === 'password'}
        onOpenChange={openChange('password')}
        email={profile.email}
        timers={timers}
        onSuccess={() => {
          setOpen(null);
          setUpdated(true);
        }}
      />
      <TermsDialog open={open === 'terms'} onOpenChange={openChange('terms')} />
      <PrivacyDialog open={open === 'privacy'} onOpenChange={openChange('privacy')} />
    </SectionCard>
  );
};
