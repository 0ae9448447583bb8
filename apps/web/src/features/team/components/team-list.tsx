import type { ReactNode } from 'react';
import { teamMessages } from '@rela/contracts';
import { useTeamList, type TeamListSelf } from '../use-team-list';
import type { TeamMember } from '../utils/team-member';
import type { InviteKind } from './add-user-dialog';
import { ListHeader } from './list-header';
import { ListEmpty, ListError, ListLoading } from './list-state';
import { MemberActions } from './member-actions';
import { MemberRow } from './member-row';
import { labels } from '../../../lib/labels';

const text = labels.team;

/** Each list's heading, Add button and state texts, by whom it lists. */
const listTexts = {
  buyer: {
    title: labels.views.realtor,
    add: text.addBuyer,
    loading: text.loadingBuyers,
    errorTitle: text.errorBuyers,
    errorMessage: teamMessages.buyersLoadFailed,
    empty: text.noBuyers,
    emptyHint: text.noBuyersHint,
  },
  realtor: {
    title: labels.views['team-leader'],
    add: text.addRealtor,
    loading: text.loadingRealtors,
    errorTitle: text.errorRealtors,
    errorMessage: teamMessages.realtorsLoadFailed,
    empty: text.noRealtors,
    emptyHint: text.noRealtorsHint,
  },
  teamLead: {
    title: labels.views['company-owner'],
    add: text.addTeamLead,
    loading: text.loadingLeads,
    errorTitle: text.errorLeads,
    errorMessage: teamMessages.leadsLoadFailed,
    empty: text.noLeads,
    emptyHint: text.noLeadsHint,
  },
} satisfies Record<InviteKind, Record<string, string>>;

/**
 * One list screen of the team (My Buyers, My Team, My Leaders): the heading with its Add button,
 * then loading, the load error with Try Again, the empty text, or a row for each member with its
 * count, its actions (resend or cancel an invitation, delete) and its details.
 */
export const TeamList = ({
  kind,
  count,
  canDelete,
  details,
  initiallyOpen,
  intro,
}: {
  /** Whom it lists (and the Add button invites). */
  kind: InviteKind;
  /** What the row counts of the member: homes, buyers, realtors. */
  count: (member: TeamMember) => string;
  /** Whether the signed-in user may delete members of this list. */
  canDelete: (self: TeamListSelf) => boolean;
  /** What a member's row expands to, if the list has details. */
  details?: (member: TeamMember) => ReactNode;
  initiallyOpen?: (member: TeamMember) => boolean;
  /** What the screen shows between its heading and its list (the company's loan defaults). */
  intro?: ReactNode;
}) => {
  const { state, self, retry } = useTeamList();
  const texts = listTexts[kind];
  return (
    <section aria-label={texts.title}>
      <ListHeader title={texts.title} addLabel={texts.add} kind={kind} />
      {intro}
      {state.kind === 'loading' ? <ListLoading label={texts.loading} /> : null}
      {state.kind === 'error' ? (
        <ListError title={texts.errorTitle} message={texts.errorMessage} onRetry={retry} />
      ) : null}
      {state.kind === 'list' && state.members.length === 0 ? (
        <ListEmpty title={texts.empty} hint={texts.emptyHint} />
      ) : null}
      {state.kind === 'list' && state.members.length > 0 ? (
        <ul className="space-y-3">
          {state.members.map((member) => (
            <MemberRow
              key={member.username}
              member={member}
              count={count(member)}
              actions={
                <MemberActions
                  member={member}
                  kind={kind}
                  self={self}
                  canDelete={canDelete(self)}
                />
              }
              details={details ? () => details(member) : undefined}
              initiallyOpen={initiallyOpen?.(member)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
};
