import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { inviteErrorMessage, inviteUser } from '../api/invite-user';
import type { TeamMember } from '../utils/team-member';
import type { InviteKind } from './add-user-dialog';
import { labels } from '../../../lib/labels';

const text = labels.team;

/**
 * Sends the invitation again: inviting the same e-mail replaces the open invitation with a new
 * link and e-mails it (POST /dashboard/invite-user). The outcome shows on its own line of the row.
 */
export const ResendInvitationButton = ({
  member,
  kind,
}: {
  member: TeamMember;
  kind: InviteKind;
}) => {
  const resend = useMutation({ mutationFn: () => inviteUser(member.email) });
  const busy = resend.isPending;
  const notice = resend.isSuccess
    ? { kind: 'sent', message: text.invitationResent(member.email) }
    : resend.isError
      ? { kind: 'failed', message: inviteErrorMessage(resend.error, text.inviteType[kind]) }
      : null;

  return (
    <>
      <Button
        variant="secondary"
        className="min-h-9 px-3 py-1.5"
        aria-label={text.resendInvitationLabel(member.email)}
        title={text.resendInvitationLabel(member.email)}
        busy={busy}
        disabled={busy}
        onClick={() => resend.mutate()}
      >
        {busy ? text.sending : text.resendInvitation}
      </Button>
      <p
        role={notice?.kind === 'failed' ? 'alert' : 'status'}
        className={
          notice
            ? `order-last basis-full text-sm ${notice.kind === 'sent' ? 'text-brand-800' : 'text-red-700'}`
            : 'sr-only'
        }
      >
        {notice?.message}
      </p>
    </>
  );
};
