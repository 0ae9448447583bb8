import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { teamMessages, catalogueMessageOf, timing, inviteEmailSchema } from '@rela/contracts';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Input, Label } from '../../../components/input';
import { inviteErrorMessage, inviteUser } from '../api/invite-user';
import { teamUsersQueryKey } from '../api/get-users';
import { labels } from '../../../lib/labels';

export type InviteKind = 'buyer' | 'realtor' | 'teamLead';

const text = labels.team;

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

const refreshDelay = (kind: InviteKind) =>
  kind === 'buyer' ? timing.inviteRefreshBuyersMs : timing.inviteRefreshTeamMs;

/** The Add user dialog: one e-mail; success closes it after 1.5 s and refreshes the list. */
export const AddUserDialog = ({
  kind,
  open,
  onOpenChange,
}: {
  kind: InviteKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const change = (next: boolean) => {
    if (!next) setStatus({ kind: 'idle' });
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteEmailSchema.safeParse(email);
    if (!parsed.success) {
      const message = catalogueMessageOf(parsed.error.issues, teamMessages.inviteEmailInvalid);
      setStatus({ kind: 'error', message });
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      const answer = await inviteUser(parsed.data);
      setStatus({ kind: 'success', message: answer.message || teamMessages.invited });
      setEmail('');
      timers.current.push(
        setTimeout(() => change(false), timing.inviteDialogCloseMs),
        setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: teamUsersQueryKey }),
          refreshDelay(kind),
        ),
      );
    } catch (error) {
      setStatus({ kind: 'error', message: inviteErrorMessage(error, text.inviteType[kind]) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={change} title={text.addTitle[kind]}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
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
        {status.kind === 'success' ? (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2.5 text-sm text-green-800">
            {status.message}
          </p>
        ) : null}
        {status.kind === 'error' ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800">
            {status.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => change(false)}>
            {text.cancel}
          </Button>
          <Button type="submit" busy={status.kind === 'busy'} disabled={status.kind === 'busy'}>
            {status.kind === 'busy' ? text.sending : text.sendInvite}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
