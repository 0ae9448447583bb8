import {
  teamMessages,
  fullName,
  invitationLinkMessages,
  invitedRole,
  type InviteInfoResponse,
  type InviteUserResponse,
  isUuid,
  registrationMessages,
  type Role,
} from '@rela/contracts';
import { appError } from '../../platform/errors';
import { enqueueMessage, outboxReadAt } from '../../platform/outbox';
import { hierarchyFromChains } from '../../platform/policy/hierarchy';
import { enforce, type Actor } from '../../platform/policy/policy';
import type { Db } from '../../db/client';
import {
  findLiveInvitation,
  findUsedInvitation,
  insertInvitation,
  revokeInvitationsTo,
} from './invitations.queries';
import type { TeamDeps } from './team-deps';
import { invitationEmail, invitationUrl } from './team-emails';
import { findPeopleByIds, isEmailRegistered, lockUser } from './team.queries';
import { householdMemberNames } from './household-join.queries';

const noChain = hierarchyFromChains(new Map());

/** One answer for an unknown, revoked, expired or malformed id. */
export const invalidInvitation = () => appError('NOT_FOUND', registrationMessages.invalidRequestId);

const nameOf = (person: { firstName: string | null; lastName: string | null; username: string }) =>
  fullName(person) || person.username;

/**
 * Why a well-formed id is not live: used to register (410, saying whom to ask: the requestId is a
 * secret of the link, so its holder learns nothing new), else the one generic 404.
 */
export const refusedInvitation = async (db: Db, id: string) => {
  const used = await findUsedInvitation(db, { id });
  if (!used) return invalidInvitation();
  const inviterName = used.inviterUsername
    ? nameOf({
        firstName: used.inviterFirstName,
        lastName: used.inviterLastName,
        username: used.inviterUsername,
      })
    : null;
  return appError('INVITATION_USED', invitationLinkMessages.used(inviterName));
};

/** Who sends an invitation, as its e-mail names them. */
type Inviter = { id: string; firstName: string | null; lastName: string | null; username: string };

/**
 * Writes one invitation and queues its e-mail in the caller's transaction: 409 when a user has the
 * address; the same sender's (for a household invitation, the household's) open invitations to
 * the address are revoked first. Answers when it expires. Household invitations (ADR 049) use it
 * through the team's face, with `householdId` and the role `buyer`.
 */
export const queueInvitation = async (
  tx: Db,
  deps: Pick<TeamDeps, 'clock' | 'config' | 'logger'>,
  invitation: {
    id: string;
    email: string;
    role: Role;
    inviter: Inviter;
    householdId: string | null;
    timeZone?: string;
  },
) => {
  const { id, email, role, inviter, householdId, timeZone } = invitation;
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.config.INVITATION_TTL_SECONDS * 1000);
  if (await isEmailRegistered(tx, email)) throw appError('CONFLICT', teamMessages.inviteExists);
  await revokeInvitationsTo(tx, { inviterId: inviter.id, email, now, householdId });
  await insertInvitation(tx, {
    id,
    email,
    role,
    inviterId: inviter.id,
    householdId,
    createdAt: now,
    expiresAt,
  });
  const url = invitationUrl(deps.config, { requestId: id, email });
  await enqueueMessage(
    tx,
    invitationEmail({ email, role, inviterName: nameOf(inviter), url, expiresAt, timeZone }),
    { now, logger: deps.logger, readAt: outboxReadAt(deps.config) },
  );
  return { expiresAt };
};

/**
 * Invites `email` to the role one below the inviter's (a buyer invites nobody: 403); 409 when a
 * user has the address. A new invitation of the same inviter to the same address replaces the old
 * one. The e-mail with the link is queued in the same transaction.
 */
export const inviteUser = async (
  deps: TeamDeps,
  actor: Actor,
  email: string | undefined,
  timeZone?: string,
): Promise<InviteUserResponse> => {
  enforce(actor, 'invite', null, noChain);
  const role = invitedRole[actor.role];
  if (!role) throw appError('FORBIDDEN');
  if (!email) throw appError('VALIDATION');
  const [inviter] = await findPeopleByIds(deps.db, [actor.id]);
  if (!inviter) throw appError('UNAUTHORIZED');
  const requestId = crypto.randomUUID();
  await deps.db.transaction(async (tx) => {
    if (!(await lockUser(tx, actor.id))) throw appError('UNAUTHORIZED');
    await queueInvitation(tx, deps, {
      id: requestId,
      email,
      role,
      inviter,
      householdId: null,
      timeZone,
    });
  });
  return { status: 201, message: teamMessages.invited, data: { requestId, email, role } };
};

/** The invitation behind a requestId while it is live; the one generic 404 otherwise. */
export const inviteInfo = async (
  deps: Pick<TeamDeps, 'db' | 'clock'>,
  requestId: string,
): Promise<InviteInfoResponse> => {
  if (!isUuid(requestId)) throw invalidInvitation();
  const row = await findLiveInvitation(deps.db, {
    id: requestId.toLowerCase(),
    now: deps.clock.now(),
  });
  if (!row) throw await refusedInvitation(deps.db, requestId.toLowerCase());
  const inviterName = nameOf({
    firstName: row.inviterFirstName,
    lastName: row.inviterLastName,
    username: row.inviterUsername,
  });
  const household = row.householdId
    ? { memberNames: await householdMemberNames(deps.db, row.householdId) }
    : undefined;
  return {
    status: 200,
    message: registrationMessages.inviteValid,
    data: { email: row.email, role: row.role, inviterName, ...(household ? { household } : {}) },
  };
};
