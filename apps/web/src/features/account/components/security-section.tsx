import { Suspense, useState } from 'react';
import { resetModalMessages, type UserProfile } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import type { LegalDialogs } from '../../../components/legal-agreement';
import type { Timers } from '../../../lib/timers';
import { lazyComponent } from '../../../lib/lazy-component';
import { SectionCard, SettingRow } from './section-card';
import { labels } from '../../../lib/labels';

/** The password's dialog, loaded as its button is neared or pressed (as the legal texts are). */
const ResetPasswordModal = lazyComponent(
  async () => (await import('./reset-password-modal')).ResetPasswordModal,
);

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
  // A dialog is drawn once first opened: none of their code is part of the page's load.
  const [opened, setOpened] = useState<ReadonlySet<Open>>(new Set());
  const [updated, setUpdated] = useState(false);
  const { TermsDialog, PrivacyDialog } = legal;
  const openChange = (dialog: Exclude<Open, null>) => (next: boolean) =>
    setOpen(next ? dialog : null);
  const action = (dialog: Exclude<Open, null>, label: string, name: string) => (
    <Button
      variant="secondary"
      className="min-h-9 px-3 py-1.5"
      aria-label={`${label} ${name}`}
      onPointerEnter={dialog === 'password' ? () => void ResetPasswordModal.preload() : undefined}
      onFocus={dialog === 'password' ? () => void ResetPasswordModal.preload() : undefined}
      onClick={() => {
        setUpdated(false);
        setOpened((seen) => new Set(seen).add(dialog));
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
      {opened.has('password') ? (
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
      {opened.has('terms') ? (
        <TermsDialog open={open === 'terms'} onOpenChange={openChange('terms')} />
      ) : null}
      {opened.has('privacy') ? (
        <PrivacyDialog open={open === 'privacy'} onOpenChange={openChange('privacy')} />
      ) : null}
    </SectionCard>
  );
};
