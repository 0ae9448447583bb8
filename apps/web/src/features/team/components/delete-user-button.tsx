import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { teamMessages, timing } from '@rela/contracts';
import { Button, buttonClass } from '../../../components/button';
import { TrashIcon } from '../../../listing/components';
import { deleteErrorMessage, deleteUser } from '../api/delete-user';
import { teamUsersQueryKey } from '../api/get-users';
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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = member.registrationStatus === 'pending';
  const words = wordsFor(member, kind);
  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = async () => {
    if (isSelf(member, self)) {
      setError(teamMessages.deleteSelf);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const status = await deleteUser(member.username);
      setOpen(false);
      if (kind === 'buyer' || status === 200 || status === 204) {
        timer.current = setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: teamUsersQueryKey }),
          rules[kind].refreshMs,
        );
      }
    } catch (failure) {
      setError(deleteErrorMessage(failure, rules[kind].failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <AlertDialog.Trigger
        aria-label={words.trigger}
        title={words.trigger}
        className={pending ? buttonClass('secondary', 'min-h-9 px-3 py-1.5') : iconTrigger}
      >
        {pending ? text.cancelInvitation : <TrashIcon />}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {words.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {words.confirm}
          </AlertDialog.Description>
          {error ? (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={busy}>
              {words.keep}
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              busy={busy}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {busy ? words.busy : words.action}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
};
