import { fullName, households, type Household } from '@rela/contracts';
import type { Db } from '../../db/client';
import { appError } from '../../platform/errors';
import { loadHierarchy } from '../../platform/policy/hierarchy.queries';
import { enforce, type Actor, type PolicyAction } from '../../platform/policy/policy';
import { listLiveHouseholdInvitations } from '../team';
import type { HouseholdDeps } from './household-deps';
import { findPersonById, findPersonByUsername, listMembers } from './households.queries';

type Member = Awaited<ReturnType<typeof listMembers>>[number];

export const nameOf = (person: {
  firstName: string | null;
  lastName: string | null;
  username: string;
}) => fullName(person) || person.username;

/**
 * The household a call is about, once the policy allows `action` (ADR 049): the caller's own, or
 * the one of `username`'s buyer (a realtor's buyer; a member names a co-member). Not a buyer, or
 * nobody: 404.
 */
export const householdOf = async (
  db: Db,
  actor: Actor,
  action: PolicyAction,
  username: string | undefined,
) => {
  const buyer = username
    ? await findPersonByUsername(db, username)
    : await findPersonById(db, actor.id);
  if (!buyer || buyer.role !== 'buyer' || !buyer.householdId) throw appError('NOT_FOUND');
  const members = await listMembers(db, buyer.householdId);
  const target = { id: buyer.id, role: buyer.role, household: members.map((m) => m.id) };
  enforce(actor, action, target, await loadHierarchy(db, [buyer.id]));
  return { householdId: buyer.householdId, buyer, members };
};

const memberView = (member: Member) => ({
  username: member.username,
  name: nameOf(member),
  profileImage: member.profileImage,
  joinedAt: (member.joinedAt ?? member.createdAt).toISOString(),
});

/** GET /{product}/household (REQ-HOUSEHOLD): members, live invitations and the limit. */
export const readHousehold = async (
  deps: Pick<HouseholdDeps, 'db' | 'clock'>,
  actor: Actor,
  buyerUsername: string | undefined,
): Promise<{ status: 200; data: Household }> => {
  const { householdId, members } = await householdOf(
    deps.db,
    actor,
    'read-household',
    buyerUsername,
  );
  const invitations = await listLiveHouseholdInvitations(deps.db, {
    householdId,
    now: deps.clock.now(),
  });
  return {
    status: 200,
    data: {
      members: members.map(memberView),
      invitations: invitations.map((row) => ({
        email: row.email,
        expiresAt: row.expiresAt.toISOString(),
      })),
      maxMembers: households.maxMembers,
    },
  };
};
