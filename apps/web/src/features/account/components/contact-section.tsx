import { useState } from 'react';
import { formatPhone, messages, type UserProfile } from '@rela/contracts';
import { Button } from '../../../components/button';
import type { Timers } from '../../../lib/timers';
import { EmailChange } from './email-change';
import { PhoneChange } from './phone-change';
import { SectionCard, SettingRow } from './section-card';
import { VerificationBadge } from './verification-badge';

const text = messages.ui.account;

type Editing = 'email' | 'phone' | null;

/**
 * Contact Information: the Email and Phone rows with Change and their badges. One change at a
 * time: starting one closes the other, its code step included.
 */
export const ContactSection = ({ profile, timers }: { profile: UserProfile; timers?: Timers }) => {
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const changeButton = (target: Exclude<Editing, null>, label: string) => (
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
          </>
        }
        action={changeButton('email', text.email)}
      >
        {editing === 'email' ? (
          <EmailChange profile={profile} onClose={close} timers={timers} />
        ) : null}
      </SettingRow>
      <SettingRow
        label={text.phone}
        value={
          profile.phone ? (
            <>
              <span className="tabular-nums">{formatPhone(profile.phone)}</span>
              <VerificationBadge verified={profile.phoneNumberVerified} />
            </>
          ) : (
            <span className="text-slate-500">{messages.account.notProvided}</span>
          )
        }
        action={changeButton('phone', text.phone)}
      >
        {editing === 'phone' ? (
          <PhoneChange profile={profile} onClose={close} timers={timers} />
        ) : null}
      </SettingRow>
    </SectionCard>
  );
};
