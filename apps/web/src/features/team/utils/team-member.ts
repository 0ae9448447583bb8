import { fullName, type TreeEntry, type TreeLeaf } from '@rela/contracts';
import { joinNames } from '../../../lib/household';

/** One row of a team list (REQ-TEAM-MEMBER: the tree entry as the client maps it). */
export type TeamMember = {
  id: string;
  username: string;
  name: string;
  /** The e-mail address (the entry's userId). */
  email: string;
  profileImage: string | null;
  registrationStatus: 'pending' | 'completed';
  role: TreeLeaf['role'];
  properties: string[];
  /** A realtor's buyers. */
  activeBuyers: number;
  /** A team lead's realtors. */
  teamSize: number;
  children: TeamMember[];
  /** A buyer's household (ADR 049): its id, and the other members shown on this one's row. */
  householdId?: string;
  coBuyers: TeamMember[];
  /** The first name, else the row's name: "Jamie & Alex" on a household's row. */
  shortName: string;
};

export const toTeamMember = (
  entry: TreeLeaf & { children?: TreeEntry['children'] },
): TeamMember => {
  const children = (entry.children ?? []).map(toTeamMember);
  return {
    id: entry.userId,
    username: entry.username,
    // A row's own rule: the name, else the e-mail (an invitee's username is their e-mail too).
    name: fullName(entry) || entry.userId,
    email: entry.userId,
    profileImage: entry.profilePicURL,
    registrationStatus: entry.registrationStatus,
    role: entry.role,
    properties: entry.properties,
    activeBuyers: entry.role === 'realtor' ? children.length : 0,
    teamSize: entry.role === 'team-leader' ? children.length : 0,
    children,
    ...(entry.householdId === undefined ? {} : { householdId: entry.householdId }),
    coBuyers: [],
    shortName: entry.firstName?.trim() || fullName(entry) || entry.userId,
  };
};

/**
 * Buyers who share a household (ADR 049, REQ-HOUSEHOLD-NEWS) as one row: the first of them in the
 * list's order, the others as its `coBuyers`. Everyone else as they are.
 */
export const groupHouseholds = (members: readonly TeamMember[]): TeamMember[] => {
  const rows = new Map<string, TeamMember>();
  const grouped: TeamMember[] = [];
  for (const member of members) {
    const id = member.registrationStatus === 'completed' ? member.householdId : undefined;
    const row = id === undefined ? undefined : rows.get(id);
    if (row) {
      row.coBuyers.push(member);
      continue;
    }
    const own = { ...member, coBuyers: [] };
    if (id !== undefined) rows.set(id, own);
    grouped.push(own);
  }
  return grouped;
};

/** The row's people: the member, then their household's other members. */
export const rowPeople = (member: TeamMember): TeamMember[] => [member, ...member.coBuyers];

/** "Jamie & Alex", "Jamie, Alex & Sam" for a household; the name for anyone else. */
export const rowName = (member: TeamMember): string =>
  member.coBuyers.length === 0
    ? member.name
    : joinNames(
        rowPeople(member).map((person) => person.shortName),
        '&',
      );
