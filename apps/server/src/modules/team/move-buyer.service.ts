import { teamMessages, type OkResponse } from '@rela/contracts';
import { appError } from '../../platform/errors';
import { loadHierarchy } from '../../platform/policy/hierarchy.queries';
import { enforce, type Actor } from '../../platform/policy/policy';
import type { TeamDeps } from './team-deps';
import { findPersonByUsername, lockUser, setBuyersRealtor } from './team.queries';

const nameOf = (person: { firstName: string | null; lastName: string | null; username: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.username;

/**
 * Moves a buyer to another realtor (REQ-TEAM-MOVE-BUYER): the policy decides who may (`move-buyer`
 * on the buyer, `receive-buyer` on the realtor: both in the caller's own chain). Only the supervisor
 * link changes (and the realtor named on the buyer's open tours): every right and notice is read
 * from it when needed, so the buyer's homes, notes, tours and alerts follow at once. Moving a buyer
 * to the realtor they have changes nothing.
 */
export const moveBuyer = async (
  deps: Pick<TeamDeps, 'db' | 'clock' | 'invalidations'>,
  actor: Actor,
  { username, realtorUsername }: { username: string; realtorUsername: string },
): Promise<OkResponse> => {
  const { db } = deps;
  const buyer = await findPersonByUsername(db, username);
  if (!buyer) throw appError('NOT_FOUND');
  const realtor = await findPersonByUsername(db, realtorUsername);
  const hierarchy = await loadHierarchy(db, realtor ? [buyer.id, realtor.id] : [buyer.id]);
  enforce(actor, 'move-buyer', buyer, hierarchy);
  if (!realtor) throw appError('NOT_FOUND');
  enforce(actor, 'receive-buyer', realtor, hierarchy);
  if (buyer.supervisorId !== realtor.id) {
    await db.transaction(async (tx) => {
      if (!(await lockUser(tx, buyer.id))) throw appError('NOT_FOUND');
      const now = deps.clock.now();
      const moved = { buyerId: buyer.id, realtorId: realtor.id, now };
      if (!(await setBuyersRealtor(tx, moved, deps.invalidations))) throw appError('NOT_FOUND');
    });
  }
  return { status: 200, message: teamMessages.buyerMoved(nameOf(buyer), nameOf(realtor)) };
};
