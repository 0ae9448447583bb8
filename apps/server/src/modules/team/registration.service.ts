import {
  type CompleteRegistrationRequest,
  households,
  isUuid,
  registrationMessages,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import { announce } from '../../platform/cache/cached-reads';
import type { Emit } from '../../platform/events';
import { householdSize, lockHousehold } from './household-join.queries';
import { appError, isAppError } from '../../platform/errors';
import { passwords } from '../../platform/passwords';
import { requireRulesMet } from '../../platform/password-rules';
import { insertUser } from '../recovery';
import { invalidInvitation, refusedInvitation } from './invitations.service';
import { consumeInvitation, lockLiveInvitation } from './invitations.queries';
import { constraintViolation } from '../../platform/constraint-violation';
import type { TeamDeps } from './team-deps';
import { isEmailRegistered, isUsernameTaken } from './team.queries';

/**
 * The place a household invitation holds (ADR 049): with the household's row locked, its members
 * are counted again (two registrations at once cannot make one too many), and the newcomer gets
 * the members' realtor. A household that is gone: the invitation went with it (404); a full one: 409.
 */
const householdPlace = async (tx: Db, householdId: string) => {
  if (!(await lockHousehold(tx, householdId))) throw invalidInvitation();
  const { members, supervisorId } = await householdSize(tx, householdId);
  if (members + 1 > households.maxMembers) throw appError('HOUSEHOLD_FULL');
  return { householdId, supervisorId };
};

type Registration = Omit<CompleteRegistrationRequest, 'username'> & { username: string };

/**
 * Registers an invited user: CONFIRMED, with the invitation's role, e-mail (verified: they
 * clicked the link) and inviter as supervisor. A buyer joins the invitation's household under its
 * realtor (ADR 049, `household-member-joined`), or gets a household of their own. The invitation is locked and marked used in the same
 * transaction, so two concurrent calls with one requestId create one user.
 */
export const completeInvitedRegistration = async (
  deps: Pick<TeamDeps, 'db' | 'clock' | 'invalidations'> & { emit: Emit },
  input: Registration,
) => {
  if (!isUuid(input.requestId)) throw invalidInvitation();
  requireRulesMet(input.password);
  const passwordHash = await passwords.hash(input.password);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const invitation = await lockLiveInvitation(tx, { id: input.requestId.toLowerCase(), now });
      if (!invitation) throw await refusedInvitation(tx, input.requestId.toLowerCase());
      if (input.email.toLowerCase() !== invitation.email)
        throw appError('VALIDATION', registrationMessages.emailMismatch);
      if (await isEmailRegistered(tx, invitation.email))
        throw appError('CONFLICT', registrationMessages.emailTaken);
      if (await isUsernameTaken(tx, input.username))
        throw appError('CONFLICT', registrationMessages.usernameTaken);
      const joining = invitation.householdId
        ? await householdPlace(tx, invitation.householdId)
        : null;
      const user = await insertUser(tx, {
        username: input.username,
        email: invitation.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: invitation.role,
        supervisorId: joining?.supervisorId ?? invitation.inviterId,
        ...(joining ? { householdId: joining.householdId, joinedHouseholdAt: now } : {}),
        passwordHash,
        status: 'CONFIRMED',
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      });
      await consumeInvitation(tx, { id: invitation.id, email: invitation.email, now });
      if (joining) {
        await deps.emit(tx, {
          type: 'household-member-joined',
          householdId: joining.householdId,
          userId: user.id,
          invitedBy: invitation.inviterId,
          at: now.toISOString(),
        });
        announce(deps.invalidations, 'household', user.id);
      }
    });
  } catch (error) {
    if (isAppError(error)) throw error;
    // A concurrent registration took the username or e-mail, or the inviter was just deleted.
    const violation = constraintViolation(error);
    if (violation === 'unique') throw appError('CONFLICT', registrationMessages.usernameTaken);
    if (violation === 'foreign-key') throw invalidInvitation();
    throw error;
  }
  return { status: 201 as const, message: registrationMessages.created };
};
