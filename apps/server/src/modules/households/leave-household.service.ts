import { householdMessages } from '@rela/contracts';
import { appError } from '../../platform/errors';
import type { Actor } from '../../platform/policy/policy';
import type { HouseholdDeps } from './household-deps';
import { householdOf, nameOf } from './households.service';
import { countMembers, lockHousehold, moveToNewHousehold } from './households.queries';

/**
 * DELETE /{product}/household/members/{username} (REQ-HOUSEHOLD-LEAVE): the member leaves, or the
 * household's realtor removes them. In one transaction, with the household's row locked: the last
 * member is refused (409 `LAST_MEMBER`); the leaver gets a household of their own (a fresh id),
 * and `household-member-left` tells the other modules (the copy of the list, the private notes,
 * the notices: ADR 043).
 */
export const leaveHousehold = async (
  deps: HouseholdDeps,
  actor: Actor,
  username: string,
  keepCopy: boolean,
) => {
  const { householdId, buyer, members } = await householdOf(
    deps.db,
    actor,
    'remove-household-member',
    username,
  );
  const now = deps.clock.now();
  const newHouseholdId = crypto.randomUUID();
  await deps.db.transaction(async (tx) => {
    if (!(await lockHousehold(tx, householdId))) throw appError('NOT_FOUND');
    if ((await countMembers(tx, householdId)) <= 1) throw appError('LAST_MEMBER');
    const moved = await moveToNewHousehold(
      tx,
      { userId: buyer.id, fromHouseholdId: householdId, newHouseholdId, now },
      deps.invalidations,
    );
    // Someone else moved them first (a concurrent leave): as for a nobody.
    if (!moved) throw appError('NOT_FOUND');
    await deps.emit(tx, {
      type: 'household-member-left',
      householdId,
      newHouseholdId,
      userId: buyer.id,
      by: actor.id,
      keepCopy,
      at: now.toISOString(),
    });
  });
  const leaver = members.find((member) => member.id === buyer.id) ?? {
    ...buyer,
    firstName: null,
    lastName: null,
  };
  const message =
    actor.id === buyer.id ? householdMessages.left : householdMessages.removed(nameOf(leaver));
  return { status: 200 as const, message };
};
