import type { ReactNode } from 'react';
import type { LegalDialogs } from '../../components/legal-agreement';
import { TextLink } from '../../components/text-link';
import { useAccountInfo } from '../../lib/account-info';
import type { Timers } from '../../lib/timers';
import { ContactSection } from './components/contact-section';
import { HouseholdSection } from './components/household-section';
import { InstallSection } from './components/install-section';
import { ProfileSummary } from './components/profile-summary';
import { SecuritySection } from './components/security-section';
import { labels } from '../../lib/labels';

const text = labels.account;

export type AccountPageProps = {
  /** The legal feature's modals, composed in by `app/`. */
  legal: LegalDialogs;
  timers?: Timers;
  /** Sections other features own (the alerts' Notifications), composed in by `app/`. */
  sections?: ReactNode;
};

/** `/account`: My Account (REQ-ACCOUNT-SCREEN): photo, contact information, a buyer's household
 * (ADR 049), security and legal, installing Rela (ADR 054). */
export const AccountPage = ({ legal, timers, sections }: AccountPageProps) => {
  const { data: profile } = useAccountInfo();
  if (!profile) return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <header className="flex items-center gap-3">
        <TextLink
          to="/home"
          state={{ from: 'account' }}
          aria-label={text.back}
          className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 no-underline hover:bg-slate-200"
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-5"
            aria-hidden="true"
          >
            <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </TextLink>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{text.title}</h1>
      </header>
      <div className="mt-5 space-y-5">
        <ProfileSummary profile={profile} />
        <ContactSection profile={profile} timers={timers} />
        {profile.role === 'buyer' ? <HouseholdSection /> : null}
        <SecuritySection profile={profile} legal={legal} timers={timers} />
        <InstallSection />
        {sections}
      </div>
    </div>
  );
};
