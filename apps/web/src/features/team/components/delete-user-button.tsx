import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { teamMessages, timing } from '@rela/contracts';
import { buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TrashIcon } from '../../../components/icons';
import { deleteErrorMessage, deleteUser } from '../api/delete-user';
import { teamUsersQueryKey } from '../../../lib/team-users';
import type { TeamMember } from '../utils/team-member';
import type { InviteKind } from './add-user-dialog';
import { labels } from '../../../lib/labels';

const text = labels.team;

const rules = {
  buyer: { refreshMs: timing.deleteBuyerRefreshMs, failed: teamMessages.deleteBuyerFailed },
  realtor: { refreshMs: timing.deleteRealtorRefreshMs, failed: teamMessages.deleteRealtorFailed },
  teamLead: { refreshMs: timing.deleteRealtorRefreshMs, failed: teamMessages.deleteRealtorFailed },
} as const;

export type Self = { username: string; email: string };

const isSelf = (member: TeamMember, self: Self) =>
  member.username.toLowerCase() === self.username.toLowerCase() ||
  member.email.toLowerCase() === self.email.toLowerCase();

/** The words of the control: deleting a member, or cancelling (revoking) an invitation. */
const wordsFor = (member: TeamMember, kind: InviteKind) =>
  member.registrationStatus === 'pending'
    ? {
        trigger: text.cancelInvitationLabel(member.email),
        title: text.cancelInvitationTitle,
        confirm: text.cancelInvitationConfirm(member.email),
        keep: text.keepInvitation,
        action: text.cancelInvitationTitle,
        busy: text.cancelling,
      }
    : {
        trigger: text.deleteUser(member.name),
        title: text.deleteTitle[kind],
        confirm: text.deleteConfirm(member.name),
        keep: text.cancel,
        action: text.deleteAction,
        busy: text.deleting,
      };

const iconTrigger =
  'inline-flex size-10 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700';

/** Deleting oneself is refused before any request (REQ-TEAM-DELETE). */
class SelfDeletion extends Error {}

/**
 * Delete with a confirmation (a trash icon), or Cancel for an invitation, which deletes the
 * invitee and so revokes it; the list is refreshed after the delay of REQ-TEAM-DELETE.
 */
export const DeleteUserButton = ({
  member,
  kind,
  self,
}: {
  member: TeamMember;
  kind: InviteKind;
  self: Self;
}) => {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = member.registrationStatus === 'pending';
  const words = wordsFor(member, kind);
  useEffect(() => () => clearTimeout(timer.current), []);

  const remove = async () => {
    if (isSelf(member, self)) throw new SelfDeletion();
    const status = await deleteUser(member.username);
    if (kind === 'buyer' || status === 200 || status === 204) {
      timer.current = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: teamUsersQueryKey }),
        rules[kind].refreshMs,
      );
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          aria-label={words.trigger}
          title={words.trigger}
          className={pending ? buttonClass('secondary', 'min-h-9 px-3 py-1.5') : iconTrigger}
        >
          {pending ? text.cancelInvitation : <TrashIcon />}
        </button>
      }
      title={words.title}
      description={words.confirm}
      keepLabel={words.keep}
      actionLabel={words.action}
      busyLabel={words.busy}
      onConfirm={remove}
      errorText={(error) =>
        error instanceof SelfDeletion
          ? teamMessages.deleteSelf
          : deleteErrorMessage(error, rules[kind].failed)
      }
    />
  );
};
