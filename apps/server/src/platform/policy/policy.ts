import { invitedRole, type Role } from '@rela/contracts';
import { appError } from '../errors';

/** Who is asking. */
export type Actor = { id: string; role: Role };

/** A view of the supervisor tree: a user's supervisors, nearest first (empty for a root or an unknown user). */
export type Hierarchy = { ancestorsOf: (userId: string) => readonly string[] };

/**
 * Every action on another user's data (ADR 007); new capabilities add theirs here.
 * `read-buyer-homes`: a buyer's homes, for the buyer and everyone above them in their chain.
 * `change-buyer-homes`: like, unlike and remove, for the buyer alone.
 * `add-buyer-homes`: add a home to a buyer's list, for the buyer and their own realtor (the direct
 *   supervisor), as Rela does when a realtor asks for one of their buyers by name.
 * `send-buyer-homes`: send homes to a buyer's list from search, for the buyer's own realtor alone;
 *   anyone else (the buyer, a lead above, a stranger) is answered as for a username nobody has.
 * `read-report`, `request-report`: the AI report of a listing in a buyer's homes (target: that
 *   buyer), for the buyer and everyone above them in their chain, like `read-buyer-homes`.
 * `list-team`: a user's subordinates (the team tree), for that user alone.
 * `read-supervisor`: a user's supervisor card, for that user alone.
 * `read-sync-status`: the MLS replica's sync status (no target), for company owners alone.
 * `read-compliance`: the compliance page and its audit file (no target, ADR 048), for company
 *   owners alone.
 * `read-fair-housing-audit`: the fair-housing audit and its CSV (no target, ADR 050), for company
 *   owners alone.
 * `save-search`: save, list or delete a buyer's saved searches, and decide the suggestions of a
 *   concierge search, for the buyer and their own realtor alone (anyone else: as for a nobody).
 * `read-notes`: a buyer's note threads (ADR 032), for the buyer and their own realtor alone (the
 *   notes service shows each caller only the notes they may see: never another's private); a lead
 *   or owner above gets counts of activity, never notes (403; SECURITY-CHECKLIST 33).
 * `write-notes`: write in a buyer's threads, for the same two (a lead or owner above: 403).
 * `read-activity`: a buyer's events in the feed, for their own realtor alone; a lead or owner
 *   above sees counts only (403 for the events); the buyer themself too (403).
 * `tour`: request, list and move a buyer's tours, for the buyer and their own realtor alone
 *   (anyone else: as for a nobody).
 * `read-activity-counts`: activity counts (no target), for realtors, team leads and owners.
 * `move-buyer`: move a buyer (the target) to another realtor, for a team lead or company owner
 *   above the buyer in their own chain (REQ-TEAM-MOVE-BUYER); the buyer's realtor or the buyer: 403;
 *   outside the chain: 404.
 * `receive-buyer`: the realtor a buyer moves to (the target), for the same mover: a realtor below
 *   them in their own chain, else as for a nobody (404).
 * `read-household`: a buyer's household (ADR 049; the target: that buyer, with its members), for
 *   its members (each is "self" for their household) and its realtor (the members' direct
 *   supervisor); a lead or owner above sees counts elsewhere, never the household (403); anyone
 *   else, another buyer or realtor among them, as for a nobody (404).
 * `invite-co-buyer`: invite into a buyer's household, for the same as `read-household`.
 * `remove-household-member`: take a member (the target) out of their household, for the member
 *   themself (leave) and the household's realtor (remove); the other members and a lead or owner
 *   above see them but may not (403); anyone else: 404.
 * `cost-defaults`: read and set a buyer's household's monthly-cost defaults (ADR 051; the target:
 *   that buyer), for the buyer and their own realtor alone; a lead or owner above: 403.
 * `set-company-cost-defaults`: the company's monthly-cost defaults (no target), for company
 *   owners alone (everyone reads them).
 * `choose-comparables`: read and set the comparable sales a realtor pins or drops for a buyer
 *   (ADR 051; the target: that buyer), for their own realtor alone; the buyer and a lead or owner
 *   above: 403.
 * `read-team-performance`: the team's performance and its attention list (no target, ADR 053),
 *   for realtors, team leads and owners (a buyer: 403).
 * `read-performance`: one realtor's or team lead's figures (the target), for themself and anyone
 *   above them in their own chain who is not a buyer; a buyer's figures do not exist (404), nor
 *   does anyone else's for the caller (404).
 * `read-lead-performance`: a team lead's realtors' rows (the target: the lead, `lead=`), for a
 *   company owner above them alone; anyone else, or a target who is no team lead: 404.
 */
export type PolicyAction =
  | 'read-user'
  | 'update-account'
  | 'invite'
  | 'delete-user'
  | 'read-buyer-homes'
  | 'change-buyer-homes'
  | 'add-buyer-homes'
  | 'send-buyer-homes'
  | 'read-report'
  | 'request-report'
  | 'list-team'
  | 'read-supervisor'
  | 'read-sync-status'
  | 'read-compliance'
  | 'read-fair-housing-audit'
  | 'save-search'
  | 'read-notes'
  | 'write-notes'
  | 'read-activity'
  | 'tour'
  | 'read-activity-counts'
  | 'move-buyer'
  | 'receive-buyer'
  | 'read-household'
  | 'invite-co-buyer'
  | 'remove-household-member'
  | 'cost-defaults'
  | 'set-company-cost-defaults'
  | 'choose-comparables'
  | 'read-team-performance'
  | 'read-performance'
  | 'read-lead-performance';

/**
 * allow; not-found (outside your chain: 404, existence not revealed); forbidden (visible but not
 * yours to change: 403); self (yourself where the rule forbids it: 400).
 */
export type Decision = 'allow' | 'not-found' | 'forbidden' | 'self';

/**
 * A target user: by id, with the role where the rule depends on it (the buyer-homes actions: a target
 * without the role `buyer` has no homes); `invite` has none (the invitee does not exist yet). The
 * household actions take the ids of the target's household's members (ADR 049; none: alone).
 */
export type Target = { id: string; role?: Role; household?: readonly string[] } | null;

/** Actions on a buyer's homes: only a buyer has any, so any other target is not found. */
const buyerHomesActions: ReadonlySet<PolicyAction> = new Set([
  'read-buyer-homes',
  'change-buyer-homes',
  'add-buyer-homes',
  'send-buyer-homes',
  'read-report',
  'request-report',
  'save-search',
  'read-notes',
  'write-notes',
  'read-activity',
  'tour',
  'move-buyer',
  'read-household',
  'invite-co-buyer',
  'remove-household-member',
  'cost-defaults',
  'choose-comparables',
]);

/** Actions on a buyer's household (ADR 049). */
const householdActions: ReadonlySet<PolicyAction> = new Set([
  'read-household',
  'invite-co-buyer',
  'remove-household-member',
]);

/** The household rules: members are "self" for their household, its realtor acts for them. */
const decideOnHousehold = (
  actor: Actor,
  action: PolicyAction,
  target: NonNullable<Target>,
  hierarchy: Hierarchy,
): Decision => {
  const self = target.id === actor.id;
  const member = self || (target.household ?? []).includes(actor.id);
  const ownRealtor = actor.role === 'realtor' && isDirectSubordinate(actor, target.id, hierarchy);
  if (action === 'remove-household-member') {
    if (self || ownRealtor) return 'allow';
    return member || isBelow(actor, target.id, hierarchy) ? 'forbidden' : 'not-found';
  }
  if (member || ownRealtor) return 'allow';
  return isBelow(actor, target.id, hierarchy) ? 'forbidden' : 'not-found';
};

/** Who may move a buyer between realtors: a team lead or the company owner above them. */
const movers: ReadonlySet<Role> = new Set(['team-leader', 'company-owner']);

/** The target is below the actor in the actor's own chain. */
export const isBelow = (actor: Actor, targetId: string, hierarchy: Hierarchy) =>
  targetId !== actor.id && hierarchy.ancestorsOf(targetId).includes(actor.id);

export const isDirectSubordinate = (actor: Actor, targetId: string, hierarchy: Hierarchy) =>
  targetId !== actor.id && hierarchy.ancestorsOf(targetId)[0] === actor.id;

const decideOnUser = (
  actor: Actor,
  action: Exclude<
    PolicyAction,
    | 'invite'
    | 'read-sync-status'
    | 'read-compliance'
    | 'read-fair-housing-audit'
    | 'read-activity-counts'
    | 'set-company-cost-defaults'
    | 'read-team-performance'
  >,
  target: NonNullable<Target>,
  hierarchy: Hierarchy,
): Decision => {
  const targetId = target.id;
  const self = targetId === actor.id;
  if (buyerHomesActions.has(action) && target.role !== 'buyer') return 'not-found';
  if (action === 'read-performance')
    return actor.role !== 'buyer' &&
      (target.role === 'realtor' || target.role === 'team-leader') &&
      (self || isBelow(actor, targetId, hierarchy))
      ? 'allow'
      : 'not-found';
  if (action === 'read-lead-performance')
    return actor.role === 'company-owner' &&
      target.role === 'team-leader' &&
      isBelow(actor, targetId, hierarchy)
      ? 'allow'
      : 'not-found';
  if (householdActions.has(action)) return decideOnHousehold(actor, action, target, hierarchy);
  if (action === 'send-buyer-homes')
    return actor.role === 'realtor' && isDirectSubordinate(actor, targetId, hierarchy)
      ? 'allow'
      : 'not-found';
  if (action === 'receive-buyer')
    return movers.has(actor.role) &&
      target.role === 'realtor' &&
      isBelow(actor, targetId, hierarchy)
      ? 'allow'
      : 'not-found';
  const ownRealtor = actor.role === 'realtor' && isDirectSubordinate(actor, targetId, hierarchy);
  if (action === 'save-search' || action === 'tour')
    return self || ownRealtor ? 'allow' : 'not-found';
  const visible = self || isBelow(actor, targetId, hierarchy);
  if (!visible) return 'not-found';
  switch (action) {
    case 'read-user':
    case 'read-buyer-homes':
    case 'read-report':
    case 'request-report':
      return 'allow';
    case 'update-account':
    case 'change-buyer-homes':
    case 'list-team':
    case 'read-supervisor':
      return self ? 'allow' : 'forbidden';
    case 'add-buyer-homes':
      return self || isDirectSubordinate(actor, targetId, hierarchy) ? 'allow' : 'forbidden';
    case 'read-notes':
    case 'write-notes':
    case 'cost-defaults':
      return self || ownRealtor ? 'allow' : 'forbidden';
    case 'choose-comparables':
      return ownRealtor ? 'allow' : 'forbidden';
    case 'read-activity':
      return ownRealtor ? 'allow' : 'forbidden';
    case 'move-buyer':
      return !self && movers.has(actor.role) ? 'allow' : 'forbidden';
    case 'read-household':
    case 'invite-co-buyer':
    case 'remove-household-member':
      return decideOnHousehold(actor, action, target, hierarchy);
    case 'delete-user':
      if (self) return 'self';
      return isDirectSubordinate(actor, targetId, hierarchy) ? 'allow' : 'forbidden';
  }
};

/** The decision for one actor, action and target: the only place these rules live. */
export const decide = (
  actor: Actor,
  action: PolicyAction,
  target: Target,
  hierarchy: Hierarchy,
): Decision => {
  if (action === 'invite') return invitedRole[actor.role] ? 'allow' : 'forbidden';
  if (
    action === 'read-sync-status' ||
    action === 'read-compliance' ||
    action === 'read-fair-housing-audit' ||
    action === 'set-company-cost-defaults'
  )
    return actor.role === 'company-owner' ? 'allow' : 'forbidden';
  if (action === 'read-activity-counts' || action === 'read-team-performance')
    return actor.role === 'buyer' ? 'forbidden' : 'allow';
  if (!target) return 'not-found';
  return decideOnUser(actor, action, target, hierarchy);
};

export const can = (actor: Actor, action: PolicyAction, target: Target, hierarchy: Hierarchy) =>
  decide(actor, action, target, hierarchy) === 'allow';

/** Throws the error a refused decision maps to (404, 403, or 400 with the catalogue's text); returns on allow. */
export const enforce = (
  actor: Actor,
  action: PolicyAction,
  target: Target,
  hierarchy: Hierarchy,
) => {
  const decision = decide(actor, action, target, hierarchy);
  if (decision === 'allow') return;
  if (decision === 'not-found') throw appError('NOT_FOUND');
  if (decision === 'forbidden') throw appError('FORBIDDEN');
  throw appError(action === 'delete-user' ? 'CANNOT_DELETE_SELF' : 'BAD_REQUEST');
};
