import type { GetUsersResponse, TreeEntry, TreeLeaf } from '@rela/contracts';
import { hierarchyFromChains } from '../../platform/policy/hierarchy';
import { enforce, type Actor } from '../../platform/policy/policy';
import { listLiveInvitationsBy } from './invitations.queries';
import type { TeamDeps } from './team-deps';
import { findListingKeys, findSubordinates, type Person } from './team.queries';

const noChain = hierarchyFromChains(new Map());

/** Levels below the caller the tree shows (an owner's leads, realtors, buyers). */
const maxLevels = 3;

type Node = Person & { children: Node[] };

const leafOf = (person: Person, properties: string[]): TreeLeaf => ({
  userId: person.email,
  username: person.username,
  firstName: person.firstName,
  lastName: person.lastName,
  profilePicURL: person.profileImage,
  properties,
  registrationStatus: 'completed',
  role: person.role,
  // Buyers of one household share it: My Buyers shows them as one row (ADR 049).
  ...(person.householdId ? { householdId: person.householdId } : {}),
});

/** Loads the subtree below `rootId` level by level. */
const loadSubtree = async (deps: Pick<TeamDeps, 'db'>, rootId: string) => {
  const byParent = new Map<string, Node[]>();
  const everyone: Node[] = [];
  let parents = [rootId];
  for (let level = 0; level < maxLevels && parents.length > 0; level += 1) {
    const found = await findSubordinates(deps.db, parents);
    for (const person of found) {
      const node: Node = { ...person, children: [] };
      everyone.push(node);
      const siblings = byParent.get(person.supervisorId ?? '') ?? [];
      siblings.push(node);
      byParent.set(person.supervisorId ?? '', siblings);
    }
    parents = found.map((person) => person.id);
  }
  for (const node of everyone) node.children = byParent.get(node.id) ?? [];
  return { top: byParent.get(rootId) ?? [], everyone };
};

/**
 * The caller's direct subordinates with theirs as `children` (buyers with their listing keys), then
 * the caller's pending invitees (e-mail as username). A buyer has an empty team.
 */
export const teamOf = async (
  deps: Pick<TeamDeps, 'db' | 'clock'>,
  actor: Actor,
): Promise<GetUsersResponse> => {
  enforce(actor, 'list-team', actor, noChain);
  const { top, everyone } = await loadSubtree(deps, actor.id);
  const buyers = everyone.filter((node) => node.role === 'buyer').map((node) => node.id);
  const keys = new Map<string, string[]>();
  for (const row of await findListingKeys(deps.db, buyers)) {
    keys.set(row.buyerId, [...(keys.get(row.buyerId) ?? []), row.listingKey]);
  }
  const entry = (node: Node): TreeEntry => {
    const leaf = leafOf(node, keys.get(node.id) ?? []);
    return node.children.length > 0 ? { ...leaf, children: node.children.map(entry) } : leaf;
  };
  const pending = await listLiveInvitationsBy(deps.db, {
    inviterId: actor.id,
    now: deps.clock.now(),
  });
  const usersInfo: TreeEntry[] = [
    ...top.map(entry),
    ...pending.map((invitation): TreeEntry => ({
      userId: invitation.email,
      username: invitation.email,
      firstName: null,
      lastName: null,
      profilePicURL: null,
      properties: [],
      registrationStatus: 'pending',
      role: invitation.role,
    })),
  ];
  return { status: 200, data: { usersInfo } };
};
