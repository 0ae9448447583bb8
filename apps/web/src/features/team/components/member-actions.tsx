import type { TeamMember } from '../utils/team-member';
import type { InviteKind } from './add-user-dialog';
import { DeleteUserButton, type Self } from './delete-user-button';
import { ResendInvitationButton } from './resend-invitation-button';

/** An invitation: Resend and Cancel. A member: delete, where the list allows it. */
export const MemberActions = ({
  member,
  kind,
  self,
  canDelete,
}: {
  member: TeamMember;
  kind: InviteKind;
  self: Self;
  canDelete: boolean;
}) =>
  member.registrationStatus === 'pending' ? (
    <>
      {/* On a phone the invitation's buttons take their own line, under the e-mail. */}
      <span aria-hidden="true" className="basis-full sm:hidden" />
      <span aria-hidden="true" className="w-12 sm:hidden" />
      <ResendInvitationButton member={member} kind={kind} />
      <DeleteUserButton member={member} kind={kind} self={self} />
    </>
  ) : canDelete ? (
    <DeleteUserButton member={member} kind={kind} self={self} />
  ) : null;
