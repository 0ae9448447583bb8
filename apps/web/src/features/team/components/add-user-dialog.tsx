import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMessages, areaMessageOf, timing, inviteEmailSchema } from '@rela/contracts';
import { Button } from '../../../components/button';
import { Dialog, type DialogProps } from '../../../components/dialog';
import { Input, Label } from '../../../components/input';
import { inviteErrorMessage, inviteUser } from '../api/invite-user';
import { teamUsersQueryKey } from '../../../lib/team-users';
import { labels } from '../../../lib/labels';

export type InviteKind = 'buyer' | 'realtor' | 'teamLead';

const text = labels.team;

const refreshDelay = (kind: InviteKind) =>
  kind === 'buyer' ? timing.inviteRefreshBuyersMs : timing.inviteRefreshTeamMs;

/** The Add user dialog: one e-mail; success closes it after 1.5 s and refreshes the list. */
export const AddUserDialog = ({
  kind,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  kind: InviteKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: DialogProps['onCloseAutoFocus'];
}) => {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [email, setEmail] = useState('');
  /** The address does not pass the check: said before any call. */
  const [invalid, setInvalid] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const invite = useMutation({
    mutationFn: inviteUser,
    onSuccess: () => {
      setEmail('');
      timers.current.push(
        setTimeout(() => change(false), timing.inviteDialogCloseMs),
        setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: teamUsersQueryKey }),
          refreshDelay(kind),
        ),
      );
    },
  });
  const busy = invite.isPending;
  const error =
    invalid ?? (invite.isError ? inviteErrorMessage(invite.error, text.inviteType[kind]) : null);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const change = (next: boolean) => {
    if (!next) {
      setInvalid(null);
      invite.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteEmailSchema.safeParse(email);
    invite.reset();
    setInvalid(
      parsed.success
        ? null
        : areaMessageOf(parsed.error.issues, teamMessages, teamMessages.inviteEmailInvalid),
    );
    if (parsed.success) invite.mutate(parsed.data);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={text.addTitle[kind]}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <Label htmlFor={inputId}>{text.email}</Label>
          <Input
            id={inputId}
            type="email"
            required
            autoComplete="off"
            placeholder={text.emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        {invite.isSuccess ? (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2.5 text-sm text-green-800">
            {invite.data.message || teamMessages.invited}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => change(false)}>
            {text.cancel}
          </Button>
          <Button type="submit" busy={busy} disabled={busy}>
            {busy ? text.sending : text.sendInvite}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
