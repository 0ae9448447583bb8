import { type CompleteRegistrationRequest, isUuid, registrationMessages } from '@rela/contracts';
import { appError, isAppError } from '../../platform/errors';
import { passwords } from '../../platform/passwords';
import { requireRulesMet } from '../../platform/password-rules';
import { insertUser } from '../recovery';
import { invalidInvitation, refusedInvitation } from './invitations.service';
import { consumeInvitation, lockLiveInvitation } from './invitations.queries';
import { constraintViolation } from '../../platform/constraint-violation';
import type { TeamDeps } from './team-deps';
import { isEmailRegistered, isUsernameTaken } from './team.queries';

type Registration = Omit<CompleteRegistrationRequest, 'username'> & { username: string };

/**
 * Registers an invited user: CONFIRMED, with the invitation's role, e-mail (verified: they
 * clicked the link) and inviter as supervisor. The invitation is locked and marked used in the same
 * transaction, so two concurrent calls with one requestId create one user.
 */
export const completeInvitedRegistration = async (
  deps: Pick<TeamDeps, 'db' | 'clock'>,
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
      await insertUser(tx, {
        username: input.username,
        email: invitation.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: invitation.role,
        supervisorId: invitation.inviterId,
        passwordHash,
        status: 'CONFIRMED',
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      });
      await consumeInvitation(tx, { id: invitation.id, email: invitation.email, now });
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
