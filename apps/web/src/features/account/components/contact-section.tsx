import { useState } from 'react';
import { accountMessages, formatPhone, type UserProfile } from '@rela/contracts';
import { Button } from '../../../components/button';
import { textLinkClass } from '../../../components/text-link';
import { cx } from '../../../lib/class-names';
import type { Timers } from '../../../lib/timers';
import type { ContactKind } from '../hooks/use-contact-change';
import { ContactChange } from './contact-change';
import { SectionCard, SettingRow } from './section-card';
import { VerificationBadge } from './verification-badge';
import { VerifyContact } from './verify-contact';
import { labels } from '../../../lib/labels';

const text = labels.account;

type Editing = ContactKind | `verify-${ContactKind}` | null;

/**
 * Contact Information: the Email and Phone rows with Change, their badges, and Verify beside an
 * Unverified one. One change at a time: starting one closes the other, its code step included.
 */
export const ContactSection = ({ profile, timers }: { profile: UserProfile; timers?: Timers }) => {
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const verifyButton = (target: ContactKind, label: string) => (
    <button
      type="button"
      aria-label={`${text.verify} ${label}`}
      aria-expanded={editing === `verify-${target}`}
      onClick={() => setEditing(`verify-${target}`)}
      className={cx(textLinkClass, 'text-sm')}
    >
      {text.verify}
    </button>
  );
  const changeButton = (target: ContactKind, label: string) => (
    <Button
      variant="secondary"
      className="min-h-9 px-3 py-1.5"
      aria-label={`${text.change} ${label}`}
      aria-expanded={editing === target}
      onClick={() => setEditing(target)}
    >
      {text.change}
    </Button>
  );

  return (
    <SectionCard title={text.contactTitle}>
      <SettingRow
        label={text.email}
        value={
          <>
            <span className="truncate">{profile.email}</span>
            <VerificationBadge verified={profile.emailVerified} />
            {profile.emailVerified ? null : verifyButton('email', text.email)}
          </>
        }
        action={changeButton('email', text.email)}
      >
        {editing === 'email' ? (
          <ContactChange kind="email" profile={profile} onClose={close} timers={timers} />
        ) : null}
        {editing === 'verify-email' ? (
          <VerifyContact kind="email" sentTo={profile.email} onClose={close} timers={timers} />
        ) : null}
      </SettingRow>
      <SettingRow
        label={text.phone}
        value={
          profile.phone ? (
            <>
              <span className="tabular-nums">{formatPhone(profile.phone)}</span>
              <VerificationBadge verified={profile.phoneNumberVerified} />
              {profile.phoneNumberVerified ? null : verifyButton('phone', text.phone)}
            </>
          ) : (
            <span className="text-slate-500">{accountMessages.notProvided}</span>
          )
        }
        action={changeButton('phone', text.phone)}
      >
        {editing === 'phone' ? (
          <ContactChange kind="phone" profile={profile} onClose={close} timers={timers} />
        ) : null}
        {editing === 'verify-phone' && profile.phone ? (
          <VerifyContact
            kind="phone"
            sentTo={formatPhone(profile.phone)}
            onClose={close}
            timers={timers}
          />
        ) : null}
      </SettingRow>
    </SectionCard>
  );
};
