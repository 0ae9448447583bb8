import type { ReactNode } from 'react';
import { initialsOfName } from '@rela/contracts';
import { Avatar } from '../../../components/avatar';
import { rowName, rowPeople, type TeamMember } from '../utils/team-member';
import { labels } from '../../../lib/labels';

const text = labels.team;

/** An e-mail on one line: cut with an ellipsis (never mid-word wrapped), whole in its tooltip. */
const Email = ({ email, className }: { email: string; className: string }) => (
  <p title={email} className={`truncate ${className}`}>
    {email}
  </p>
);

/**
 * Photo or initials, name, e-mail and a count; an invitee (known only by e-mail) shows the e-mail
 * once and Invitation pending.
 */
export const MemberSummary = ({ member, count }: { member: TeamMember; count: ReactNode }) => {
  const pending = member.registrationStatus === 'pending';
  const household = member.coBuyers.length > 0;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      {household ? (
        <span className="flex shrink-0 -space-x-2" aria-hidden="true">
          {rowPeople(member).map((person) => (
            <Avatar
              key={person.username}
              imageUrl={person.profileImage}
              initials={initialsOfName(person.name)}
              className="size-11 border border-slate-200 bg-slate-50 ring-2 ring-white"
            />
          ))}
        </span>
      ) : (
        <Avatar
          imageUrl={member.profileImage}
          initials={initialsOfName(member.name)}
          className={
            pending
              ? 'size-11 border border-dashed border-slate-300 text-slate-500'
              : 'size-11 ring-1 ring-slate-200'
          }
        />
      )}
      {pending ? (
        <div className="min-w-0">
          <Email email={member.email} className="font-medium text-slate-900" />
          <p className="mt-1">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-600/20 ring-inset">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
              {text.invitationPending}
            </span>
          </p>
        </div>
      ) : (
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{rowName(member)}</p>
          <Email
            email={rowPeople(member)
              .map((person) => person.email)
              .join(', ')}
            className="text-sm text-slate-600"
          />
          <p className="mt-0.5 text-xs font-medium text-slate-500">{count}</p>
        </div>
      )}
    </div>
  );
};
