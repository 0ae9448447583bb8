import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { messages, timing } from '@rela/contracts';
import { Button, buttonClass } from '../../../components/button';
import { deleteErrorMessage, deleteUser } from '../api/delete-user';
import { teamUsersQueryKey } from '../api/get-users';
import type { TeamMember } from '../utils/team-member';
import type { InviteKind } from './add-user-dialog';

const text = messages.ui.team;

const rules = {
  buyer: { refreshMs: timing.deleteBuyerRefreshMs, failed: messages.team.deleteBuyerFailed },
  realtor: { refreshMs: timing.deleteRealtorRefreshMs, failed: messages.team.deleteRealtorFailed },
  teamLead: { refreshMs: timing.deleteRealtorRefreshMs, failed: messages.team.deleteRealtorFailed },
} as const;

export type Self = { username: string; email: string };

const isSelf = (member: TeamMember, self: Self) =>
  member.username.toLowerCase() === self.username.toLowerCase() ||
  member.email.toLowerCase() === self.email.toLowerCase();

const TrashIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 sm:hidden">
    <path d="M8 2a1 1 0 0 0-1 1v1H4a1 1 0 0 0 0 2h.1l.8 10.1A2 2 0 0 0 6.9 18h6.2a2 2 0 0 0 2-1.9L15.9 6h.1a1 1 0 1 0 0-2h-3V3a1 1 0 0 0-1-1H8Zm1 2V4h2v0H9Zm-1.5 4a.75.75 0 0 1 .75.7l.4 6a.75.75 0 1 1-1.5.1l-.4-6A.75.75 0 0 1 7.5 8Zm5 0a.75.75 0 0 1 .7.8l-.4 6a.75.75 0 1 1-1.5-.1l.4-6a.75.75 0 0 1 .8-.7Z" />
  </svg>
);

/** Delete with a confirmation; the list is refreshed after the spec's delay. */
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
  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = async () => {
    if (isSelf(member, self)) {
      setError(messages.team.deleteSelf);
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
        aria-label={text.deleteUser(member.name)}
        className={buttonClass('danger')}
      >
        <TrashIcon />
        <span className="hidden sm:inline">{text.deleteAction}</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {text.deleteTitle[kind]}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {text.deleteConfirm(member.name)}
          </AlertDialog.Description>
          {error ? (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={busy}>
              {text.cancel}
            </AlertDialog.Cancel>
            <Button
              className="bg-red-700 hover:bg-red-800"
              busy={busy}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {busy ? text.deleting : text.deleteAction}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
};
