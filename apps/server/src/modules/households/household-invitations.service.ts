import { householdMessages, households, type HouseholdInvitationBody } from '@rela/contracts';
import { appError } from '../../platform/errors';
import type { Actor } from '../../platform/policy/policy';
import { liveHouseholdInvitationsCount, queueInvitation } from '../team';
import type { HouseholdDeps } from './household-deps';
import { householdOf } from './households.service';
import { countMembers, findInviter, lockHousehold } from './households.queries';

/**
 * POST /{product}/household/invitations (REQ-HOUSEHOLD-JOIN): a member invites into their
 * household, its realtor names a member (`buyerUsername`). With the household's row locked, the
 * members and the live invitations (but one to the same e-mail, which this one replaces) must
 * leave a place: else 409 `HOUSEHOLD_FULL`, nothing written or sent. The invitation and its e-mail
 * are the team's (an address with an account: 409 as for any invitation).
 */
export const inviteCoBuyer = async (
  deps: Omit<HouseholdDeps, 'emit'>,
  actor: Actor,
  body: Omit<HouseholdInvitationBody, 'email'> & { email: string },
) => {
  const { householdId } = await householdOf(deps.db, actor, 'invite-co-buyer', body.buyerUsername);
  const inviter = await findInviter(deps.db, actor.id);
  if (!inviter) throw appError('UNAUTHORIZED');
  const id = crypto.randomUUID();
  const now = deps.clock.now();
  const { expiresAt } = await deps.db.transaction(async (tx) => {
    if (!(await lockHousehold(tx, householdId))) throw appError('NOT_FOUND');
    const members = await countMembers(tx, householdId);
    const invited = await liveHouseholdInvitationsCount(tx, {
      householdId,
      now,
      exceptEmail: body.email,
    });
    if (members + invited + 1 > households.maxMembers) throw appError('HOUSEHOLD_FULL');
    return queueInvitation(tx, deps, {
      id,
      email: body.email,
      role: 'buyer',
      inviter,
      householdId,
      ...(body.timeZone ? { timeZone: body.timeZone } : {}),
    });
  });
  return {
    status: 201 as const,
    message: householdMessages.invited,
    data: { email: body.email, expiresAt: expiresAt.toISOString() },
  };
};
