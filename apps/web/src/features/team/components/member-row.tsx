import { useState, type ReactNode } from 'react';
import { rowName, type TeamMember } from '../utils/team-member';
import { ExpandButton } from './expand-button';
import { MemberSummary } from './member-summary';

/** One person of a team list: the summary, their actions and, when it has any, details to expand. */
export const MemberRow = ({
  member,
  count,
  actions,
  details,
  initiallyOpen = false,
}: {
  member: TeamMember;
  count: ReactNode;
  actions?: ReactNode;
  /** What the row expands to; an invitee has nothing to expand. */
  details?: () => ReactNode;
  initiallyOpen?: boolean;
}) => {
  const [open, setOpen] = useState(initiallyOpen);
  const expandable = details !== undefined && member.registrationStatus !== 'pending';
  return (
    <li
      aria-label={rowName(member)}
      aria-current={initiallyOpen || undefined}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:px-5"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 sm:gap-x-3">
        <MemberSummary member={member} count={count} />
        {actions}
        {expandable ? (
          <ExpandButton name={rowName(member)} open={open} onToggle={() => setOpen(!open)} />
        ) : null}
      </div>
      {expandable && open ? (
        <div className="mt-4 border-t border-slate-100 pt-4">{details()}</div>
      ) : null}
    </li>
  );
};
