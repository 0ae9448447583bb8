import type { Db } from '../../db/client';
import { appError } from '../../platform/errors';
import { loadHierarchy } from '../../platform/policy/hierarchy.queries';
import type { HouseholdOf } from '../../platform/policy/households.queries';
import { enforce, type Actor } from '../../platform/policy/policy';
import { findNamedUser } from './comparables.queries';

/**
 * Whose comparables an answer shows (REQ-COST-COMPARABLES): a buyer's household as its members
 * see it (the realtor's choice, without what was dropped); a household as its realtor sees it
 * (with the drops); or Rela's choice alone, for anyone else who names no buyer.
 */
export type Audience =
  | { view: 'buyer'; householdId: string }
  | { view: 'realtor'; householdId: string }
  | { view: 'rela' };

/**
 * The audience of a call: without `?buyer=`, a buyer's own household, else Rela's choice; with it,
 * a member naming a member of their own household reads as themself, and anyone else is decided
 * by the policy (`choose-comparables`: the buyer's own realtor; a lead or owner above 403, anyone
 * else as for a username nobody has, 404). `choose` (a PUT) always asks the policy.
 */
export const audienceOf = async (
  deps: { db: Db; householdOf: HouseholdOf },
  actor: Actor,
  buyer: string | undefined,
  { choose }: { choose: boolean },
): Promise<Audience> => {
  const own = actor.role === 'buyer' ? await deps.householdOf(actor.id) : null;
  if (buyer === undefined) return own ? { view: 'buyer', householdId: own } : { view: 'rela' };
  const named = await findNamedUser(deps.db, buyer);
  if (!named) throw appError('NOT_FOUND');
  if (!choose && own && named.householdId === own) return { view: 'buyer', householdId: own };
  enforce(
    actor,
    'choose-comparables',
    { id: named.id, role: named.role },
    await loadHierarchy(deps.db, [named.id]),
  );
  if (!named.householdId) throw appError('NOT_FOUND');
  return { view: 'realtor', householdId: named.householdId };
};
