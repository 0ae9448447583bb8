import { apiRoutes, invitedRole, withProduct, type ApiRoute, type Role } from '@rela/contracts';
import { hierarchyFromChains } from '../../src/platform/policy/hierarchy';
import { decide, type PolicyAction } from '../../src/platform/policy/policy';
import type { Hierarchy } from '../../src/platform/policy/policy';
import type { TargetKind } from './access-matrix';
import type { Relation } from './world';

/** What a call should answer: a status, `allow` (any 2xx), or the same as for a nobody. */
export type Expected = number | 'allow' | 'as-unknown';

export type Cell = {
  actor: { username: string; role: Role };
  /** A buyer's `household`: its members' usernames (ADR 049). */
  target: { username: string; role: Role; household?: readonly string[] } | null;
  relation: Relation;
  hierarchy: Hierarchy;
};

/** A buyer's thread (notes, tours): a co-member's is the actor's own household's (ADR 049). */
const householdThread: ReadonlySet<PolicyAction> = new Set(['read-notes', 'write-notes', 'tour']);

const statusOf = (cell: Cell, action: PolicyAction): Expected => {
  if (cell.relation === 'co-member' && householdThread.has(action))
    return statusOf({ ...cell, target: cell.actor, relation: 'self' }, action);
  const decision = decide(
    { id: cell.actor.username, role: cell.actor.role },
    action,
    cell.target && cell.relation !== 'deleted'
      ? {
          id: cell.target.username,
          role: cell.target.role,
          ...(cell.target.household ? { household: cell.target.household } : {}),
        }
      : null,
    cell.hierarchy,
  );
  if (decision === 'allow') return 'allow';
  if (decision === 'forbidden') return 403;
  if (decision === 'self') return 400;
  return 'as-unknown';
};

/** A notes call on the caller's own thread: a buyer's; anyone else is answered as a nobody. */
const ownThread = (cell: Cell): Expected => (cell.actor.role === 'buyer' ? 'allow' : 'as-unknown');

/**
 * A note in the target buyer's thread, aimed by its id, that the buyer wrote (ADR 032): its author
 * may change it; one who may read the thread but did not write it is refused (403), as is a lead
 * or owner above (403: notes are not theirs to read); anyone else, and everyone for a private
 * note, is answered as for a note nobody has.
 */
const buyersNote =
  (visibility: 'shared' | 'private') =>
  (cell: Cell): Expected => {
    if (cell.relation === 'self') return 'allow';
    if (visibility === 'private') return 'as-unknown';
    const read = statusOf(cell, 'read-notes');
    return read === 'allow' ? 403 : read;
  };

/**
 * The comparables a caller reads for a buyer named by `?buyer=` (ADR 051): a member's own
 * household's, else the buyer's own realtor's view. An allowed aim reaches the buyer's first home,
 * which the world's MLS does not have: a 404, as for a nobody (the comparables' own tests read
 * real homes).
 */
const comparablesForBuyer = (cell: Cell): Expected => {
  const member =
    cell.actor.role === 'buyer' && (cell.relation === 'self' || cell.relation === 'co-member');
  const decision = member ? 'allow' : statusOf(cell, 'choose-comparables');
  return decision === 'allow' ? 'as-unknown' : decision;
};

const call = ({ method, prefix, path }: ApiRoute) =>
  `${method} ${prefix}${withProduct(path, 'rela')}`;

/**
 * The calls on another user's data whose answers the policy module decides (ADR 007),
 * by `METHOD routePath`. A call found in the OpenAPI document but missing here is still checked for
 * leaks (an outsider is answered as a nobody); its exact statuses need a line here.
 */
export const policyOfCall: Readonly<Record<string, (cell: Cell) => Expected>> = {
  [call(apiRoutes.deleteUser)]: (cell) => statusOf(cell, 'delete-user'),
  // Moving a buyer (REQ-TEAM-MOVE-BUYER), aimed at the buyer; the realtor in the body names nobody
  // here, so an allowed move is never made by the matrix (its own test makes it).
  [call(apiRoutes.moveBuyer)]: (cell) => statusOf(cell, 'move-buyer'),
  [call(apiRoutes.buyerListingKeys)]: (cell) => statusOf(cell, 'read-buyer-homes'),
  // Inviting a registered e-mail answers 409 whoever it belongs to (REQ-SEC-INVITATIONS): no leak.
  [call(apiRoutes.inviteUser)]: (cell) =>
    !invitedRole[cell.actor.role]
      ? 403
      : cell.target && cell.relation !== 'deleted'
        ? 409
        : 'allow',
  // Like, unlike and remove act on the signed-in buyer's own list only.
  [call(apiRoutes.likeProperty)]: (cell) => (cell.relation === 'self' ? 'allow' : 'as-unknown'),
  [call(apiRoutes.unlikeProperty)]: (cell) => (cell.relation === 'self' ? 'allow' : 'as-unknown'),
  [call(apiRoutes.removeListingKey)]: (cell) => (cell.relation === 'self' ? 'allow' : 'as-unknown'),
  // A buyer adds to their own list only: anyone else is answered as for a home nobody has.
  [call(apiRoutes.addMyListingKey)]: (cell) => (cell.relation === 'self' ? 'allow' : 'as-unknown'),
  [call(apiRoutes.sendListingKeys)]: (cell) => statusOf(cell, 'send-buyer-homes'),
  // A buyer saves their own search, a realtor one for a buyer of their own (ADR 031).
  [call(apiRoutes.createSavedSearch)]: (cell) => statusOf(cell, 'save-search'),
  // Tours (ADR 034): a buyer's own and their realtor's (`?buyer=`); a buyer asks for a home of
  // their own list only: another's home is answered as a key nobody has.
  [call(apiRoutes.tours)]: (cell) => statusOf(cell, 'tour'),
  [call(apiRoutes.requestTour)]: (cell) => (cell.relation === 'self' ? 'allow' : 'as-unknown'),
  // Notes (ADR 032): aimed by listing key without `?buyer=`, a call is on the caller's own thread
  // (a buyer's; anyone else must name a buyer: 400 as for a nobody); a note's id nobody has is a 404.
  [call(apiRoutes.noteThread)]: ownThread,
  [call(apiRoutes.createNote)]: ownThread,
  [call(apiRoutes.markNoteThreadRead)]: ownThread,
  [call(apiRoutes.updateNote)]: () => 'as-unknown',
  [call(apiRoutes.deleteNote)]: () => 'as-unknown',
  [call(apiRoutes.noteSummary)]: (cell) => statusOf(cell, 'read-notes'),
  // The activity feed (ADR 033): a buyer's view records their own home only (another's key is
  // answered as a key nobody has: not recorded); the feed is for the buyer's own realtor alone.
  [call(apiRoutes.recordView)]: (cell) => (cell.relation === 'self' ? 'allow' : 'as-unknown'),
  [call(apiRoutes.activity)]: (cell) => statusOf(cell, 'read-activity'),
  // Households (ADR 049): a realtor names a buyer of their own (`buyerUsername`), a member another
  // member; a lead or owner above is refused (403), anyone else as for a nobody.
  [call(apiRoutes.household)]: (cell) => statusOf(cell, 'read-household'),
  // Aimed by the invitee's e-mail, on the caller's own household: a buyer's invitation to an
  // address with an account is 409 as any invitation's; the other roles have no household.
  [call(apiRoutes.inviteToHousehold)]: (cell) =>
    cell.actor.role !== 'buyer'
      ? 'as-unknown'
      : cell.target && cell.relation !== 'deleted'
        ? 409
        : 'allow',
  // A listing's history and comparables are the MLS's (ADR 051), the same whoever holds the key;
  // the world's homes are none of the MLS's, so every caller is answered as for a key nobody has.
  [call(apiRoutes.listingHistory)]: () => 'as-unknown',
  [call(apiRoutes.comparables)]: () => 'as-unknown',
  // Aimed by the home's key, a choice names a buyer nobody is (`?buyer=` is required).
  [call(apiRoutes.updateComparables)]: () => 'as-unknown',
  // The member themself and the household's realtor may; a buyer alone is its last member (409).
  [call(apiRoutes.leaveHousehold)]: (cell) => {
    const decision = statusOf(cell, 'remove-household-member');
    return decision === 'allow' && (cell.target?.household?.length ?? 0) <= 1 ? 409 : decision;
  },
  // A home's monthly cost (ADR 051) is the listing's for anyone signed in, whoever's list holds
  // it: the world's homes are no listing of the MLS, so each is answered as a key nobody has.
  [call(apiRoutes.monthlyCost)]: () => 'as-unknown',
  // Cost defaults (ADR 051): `?buyer=` names a buyer for their own realtor (and the buyer
  // themself); a lead or owner above is refused (403), anyone else, a co-member too, as a nobody.
  // A push device is its person's alone (ADR 052): anyone else's as for a device nobody has.
  [call(apiRoutes.removePushDevice)]: (cell) => (cell.relation === 'self' ? 'allow' : 'as-unknown'),
  [call(apiRoutes.costDefaults)]: (cell) => statusOf(cell, 'cost-defaults'),
  [call(apiRoutes.updateCostDefaults)]: (cell) => statusOf(cell, 'cost-defaults'),
};

/**
 * The further aims of a call (`targetSlotsOf`), by `METHOD routePath` and what the aim names: a
 * thread's `?buyer=` beside its listing key (the buyer's first home, where their notes are), a
 * note's or a tour's id (ADRs 032 and 034). The world holds each buyer's shared and private notes,
 * their realtor's private note and a confirmed tour, so these cells reach real rows.
 */
export const policyOfAim: Readonly<
  Record<string, Partial<Record<TargetKind, (cell: Cell) => Expected>>>
> = {
  [call(apiRoutes.noteThread)]: { user: (cell) => statusOf(cell, 'read-notes') },
  [call(apiRoutes.createNote)]: { user: (cell) => statusOf(cell, 'write-notes') },
  [call(apiRoutes.markNoteThreadRead)]: { user: (cell) => statusOf(cell, 'read-notes') },
  [call(apiRoutes.updateNote)]: {
    'shared-note': buyersNote('shared'),
    'private-note': buyersNote('private'),
  },
  [call(apiRoutes.deleteNote)]: {
    'shared-note': buyersNote('shared'),
    'private-note': buyersNote('private'),
  },
  // Comparables (ADR 051): read for a buyer by a member or their own realtor; chosen by the realtor.
  [call(apiRoutes.comparables)]: { user: comparablesForBuyer },
  [call(apiRoutes.updateComparables)]: { user: (cell) => statusOf(cell, 'choose-comparables') },
  // A tour is its buyer's and their own realtor's (`tour`): anyone else as for a tour nobody has.
  [call(apiRoutes.transitionTour)]: { tour: (cell) => statusOf(cell, 'tour') },
  [call(apiRoutes.tourCalendar)]: { tour: (cell) => statusOf(cell, 'tour') },
  // The verdict is the buyer's alone: their realtor is refused (403).
  [call(apiRoutes.tourVerdict)]: {
    tour: (cell) => {
      if (cell.relation === 'self') return 'allow';
      const tour = statusOf(cell, 'tour');
      return tour === 'allow' ? 403 : tour;
    },
  },
};

/** A role-only action's answer to a role: no target, nobody's chain. */
const roleStatus = (role: Role, action: PolicyAction): Expected =>
  statusOf(
    {
      actor: { username: 'actor', role },
      target: null,
      relation: 'unknown',
      hierarchy: hierarchyFromChains(new Map()),
    },
    action,
  );

/**
 * The calls that name nobody but are open to some roles only, by `METHOD routePath`: what each
 * role is answered (the matrix asks each of them as every role).
 */
export const policyOfRoleCall: Readonly<Record<string, (role: Role) => Expected>> = {
  [call(apiRoutes.mlsSyncStatus)]: (role) => roleStatus(role, 'read-sync-status'),
  [call(apiRoutes.compliance)]: (role) => roleStatus(role, 'read-compliance'),
  [call(apiRoutes.complianceAuditCsv)]: (role) => roleStatus(role, 'read-compliance'),
  [call(apiRoutes.activityCounts)]: (role) => roleStatus(role, 'read-activity-counts'),
  [call(apiRoutes.fairHousingAudit)]: (role) => roleStatus(role, 'read-fair-housing-audit'),
  [call(apiRoutes.fairHousingAuditCsv)]: (role) => roleStatus(role, 'read-fair-housing-audit'),
  // The team's performance (ADR 053): realtors, leads and owners read their own team's counts.
  [call(apiRoutes.teamPerformance)]: (role) => roleStatus(role, 'read-team-performance'),
  [call(apiRoutes.teamPerformanceAttention)]: (role) => roleStatus(role, 'read-team-performance'),
  [call(apiRoutes.teamPerformanceCsv)]: (role) => roleStatus(role, 'read-team-performance'),
};
