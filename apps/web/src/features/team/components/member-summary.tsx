import type { ReactNode } from 'react';
import { initialsOfName, messages } from '@rela/contracts';
import { Avatar } from '../../../components/avatar';
import type { TeamMember } from '../utils/team-member';

/** Photo or initials, name, e-mail, a Pending badge for invitees, and a count. */
export const MemberSummary = ({ member, count }: { member: TeamMember; count: ReactNode }) => (
  <div className="flex min-w-0 flex-1 items-center gap-3">
    <Avatar
      imageUrl={member.profileImage}
      initials={initialsOfName(member.name)}
      className="bg-slate-100 ring-1 ring-slate-200"
    />
    <div className="min-w-0">
      <p className="flex min-w-0 items-center gap-2 font-medium text-slate-900">
        <span className="truncate">{member.name}</span>
        {member.registrationStatus === 'pending' ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
            {messages.ui.team.pending}
          </span>
        ) : null}
      </p>
      <p className="truncate text-sm text-slate-600">{member.email}</p>
      <p className="text-xs text-slate-500">{count}</p>
    </div>
  </div>
);
