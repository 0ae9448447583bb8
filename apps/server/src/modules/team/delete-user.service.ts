import { teamMessages, type DeleteUserResponse } from '@rela/contracts';
import { appError } from '../../platform/errors';
import type { Emit } from '../../platform/events';
import { loadHierarchy } from '../../platform/policy/hierarchy.queries';
import { enforce, type Actor } from '../../platform/policy/policy';
import { revokeAllSessions } from '../auth';
import { revokeLiveInvitationTo } from './invitations.queries';
import type { TeamDeps } from './team-deps';
import {
  countSubordinates,
  deleteHouseholdIfEmpty,
  deleteUserById,
  findPersonByUsername,
  lockHouseholdOf,
  lockUser,
} from './team.queries';

const deleted = (message: string): DeleteUserResponse => ({ error: false, status: 200, message });

/**
 * Deletes a direct subordinate (policy `delete-user`: yourself 400, outside your chain 404,
 * visible but not direct 403) with their sessions, likes and invitations, and their household's
 * list when they were its last member (ADR 049). A user who still has
 * subordinates is refused with 409: nobody is left without a supervisor. A pending invitee of the
 * caller, named by e-mail, has the invitation revoked instead.
 */
export const deleteUser = async (
  deps: Pick<TeamDeps, 'db' | 'clock' | 'sessions' | 'invalidations'> & { emit: Emit },
  actor: Actor & { username: string },
  username: string,
): Promise<DeleteUserResponse> => {
  if (username === actor.username) throw appError('CANNOT_DELETE_SELF');
  const now = deps.clock.now();
  const target = await findPersonByUsername(deps.db, username);
  if (!target) {
    const revoked = await revokeLiveInvitationTo(deps.db, {
      inviterId: actor.id,
      email: username,
      now,
    });
    if (!revoked) throw appError('NOT_FOUND');
    return deleted(teamMessages.invitationRevoked);
  }
  enforce(actor, 'delete-user', target, await loadHierarchy(deps.db, [target.id]));
  await deps.db.transaction(async (tx) => {
    // The lock waits for a registration under this user to commit, so the count below sees it.
    if (!(await lockUser(tx, target.id))) throw appError('NOT_FOUND');
    if ((await countSubordinates(tx, target.id)) > 0)
      throw appError('CONFLICT', teamMessages.reassignFirst);
    // A buyer's household: its list stays with the other members; the last member's goes with
    // them (ADR 049, REQ-HOUSEHOLD-LEAVE).
    const householdId = await lockHouseholdOf(tx, target.id);
    await revokeAllSessions(tx, target.id, { at: now, sessions: deps.sessions });
    await deleteUserById(tx, target.id, deps.invalidations);
    if (householdId) await deleteHouseholdIfEmpty(tx, householdId, deps.invalidations);
    // What other modules kept of them (their private notes in others' threads) goes with them.
    await deps.emit(tx, { type: 'user-deleted', userId: target.id, at: now.toISOString() });
  });
  return deleted(teamMessages.userDeleted);
};
