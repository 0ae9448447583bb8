import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  areaMessageOf,
  householdMessages,
  inviteEmailSchema,
  teamMessages,
  type Household,
  type HouseholdMember,
} from '@rela/contracts';
import {
  householdInviteError,
  householdLeaveError,
  householdQueryKey,
  inviteToHousehold,
  leaveHousehold,
  nameInitials,
} from '../lib/household';
import { labels } from '../lib/labels';
import { teamUsersQueryKey } from '../lib/team-users';
import { Avatar } from './avatar';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { ConfirmDialog } from './confirm-dialog';
import { Input, Label } from './input';

const text = householdMessages;
const web = labels.household;

/** A member's photo, or their initials. */
const MemberFace = ({
  member,
  className,
}: {
  member: Pick<HouseholdMember, 'name' | 'profileImage'>;
  className?: string;
}) => (
  <Avatar
    imageUrl={member.profileImage}
    initials={nameInitials(member.name)}
    className={className ?? 'border border-slate-200 bg-slate-50 text-slate-700'}
  />
);

/** Send invitation: one e-mail; a full household is said instead of the form (REQ-HOUSEHOLD-JOIN). */
const InviteForm = ({
  household,
  buyerUsername,
}: {
  household: Household;
  buyerUsername?: string;
}) => {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: inviteToHousehold,
    onSuccess: () => {
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: householdQueryKey });
    },
  });
  const full = household.members.length + household.invitations.length >= household.maxMembers;
  const error =
    invalid ?? (invite.isError ? householdInviteError(invite.error, household.maxMembers) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteEmailSchema.safeParse(email);
    invite.reset();
    setInvalid(
      parsed.success
        ? null
        : areaMessageOf(parsed.error.issues, teamMessages, teamMessages.inviteEmailInvalid),
    );
    if (parsed.success) invite.mutate({ email: parsed.data, buyerUsername });
  };

  return (
    <div className="px-5 py-4 sm:px-6">
      {invite.isSuccess ? (
        <p role="status" className="mb-3 rounded-lg bg-green-50 px-3 py-2.5 text-sm text-green-800">
          {invite.data.message || text.invited}
        </p>
      ) : null}
      {full ? (
        <p role="status" className="text-sm text-slate-600">
          {text.full(household.maxMembers)}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-3">
          <div>
            <Label htmlFor={inputId}>{text.inviteLabel}</Label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                id={inputId}
                type="email"
                required
                autoComplete="off"
                placeholder={web.emailPlaceholder}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                invalid={error !== null}
              />
              <Button
                type="submit"
                className="shrink-0"
                busy={invite.isPending}
                disabled={invite.isPending}
              >
                {invite.isPending ? web.sending : text.invite}
              </Button>
            </div>
          </div>
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
};

/** Leave (the member themself) or Remove (the realtor), asked first with the copy's checkbox. */
const LeaveButton = ({
  member,
  self,
  onDone,
}: {
  member: HouseholdMember;
  self: boolean;
  onDone: (message: string) => void;
}) => {
  const queryClient = useQueryClient();
  const checkboxId = useId();
  const [keepCopy, setKeepCopy] = useState(false);
  const title = self ? text.leave : text.remove(member.name);
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="secondary"
          className="min-h-9 px-3 py-1.5"
          aria-label={title}
          onClick={() => setKeepCopy(false)}
        >
          {self ? text.leave : web.removeAction}
        </Button>
      }
      title={title}
      description={self ? text.leaveConfirm : web.removeText(member.name)}
      keepLabel={web.cancel}
      actionLabel={self ? text.leave : web.removeAction}
      busyLabel={self ? web.leaving : web.removing}
      onConfirm={async () => {
        await leaveHousehold({ username: member.username, keepCopy });
        onDone(self ? text.left : text.removed(member.name));
        // Leaving changes the list, its notes, tours and feed: every screen reads them again.
        if (self) void queryClient.invalidateQueries();
        else {
          void queryClient.invalidateQueries({ queryKey: householdQueryKey });
          void queryClient.invalidateQueries({ queryKey: teamUsersQueryKey });
        }
      }}
      errorText={householdLeaveError}
    >
      <Checkbox
        id={checkboxId}
        className="mt-4"
        label={self ? text.keepCopy : web.giveCopy}
        checked={keepCopy}
        onChange={(event) => setKeepCopy(event.target.checked)}
      />
    </ConfirmDialog>
  );
};

/**
 * A household's members (photo or initials, name, "You"), its pending invitations, the invitation
 * form, and Leave (a member) or Remove (the realtor, `buyerUsername` given) with 2+ members.
 */
export const HouseholdPanel = ({
  household,
  viewer,
  buyerUsername,
}: {
  household: Household;
  /** The signed-in member's username; null for the realtor. */
  viewer: string | null;
  buyerUsername?: string;
}) => {
  const [done, setDone] = useState<string | null>(null);
  const together = household.members.length >= 2;
  return (
    <div className="divide-y divide-slate-100">
      {done ? (
        <p role="status" className="px-5 py-3 text-sm text-green-800 sm:px-6">
          {done}
        </p>
      ) : null}
      {together || household.invitations.length > 0 ? (
        <div className="px-5 py-4 sm:px-6">
          <p className="text-sm font-medium text-slate-500">{text.members}</p>
          <ul className="mt-2 space-y-2">
            {household.members.map((member) => {
              const self = member.username === viewer;
              return (
                <li key={member.username} className="flex items-center gap-3">
                  <MemberFace member={member} />
                  <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
                    {member.name}
                    {self ? (
                      <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                        {text.you}
                      </span>
                    ) : null}
                  </span>
                  {together && (self || viewer === null) ? (
                    <LeaveButton member={member} self={self} onDone={setDone} />
                  ) : null}
                </li>
              );
            })}
            {household.invitations.map((invitation) => (
              <li key={invitation.email} className="flex items-center gap-3 text-sm text-slate-600">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-dashed border-slate-300 text-slate-400"
                >
                  @
                </span>
                <span className="min-w-0 truncate">{text.pendingInvitation(invitation.email)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <InviteForm household={household} buyerUsername={buyerUsername} />
    </div>
  );
};
