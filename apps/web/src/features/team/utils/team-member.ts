import { fullName, type TreeEntry, type TreeLeaf } from '@rela/contracts';

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
  };
};
