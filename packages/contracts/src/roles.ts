/** The hierarchy: company-owner > team-leader > realtor > buyer. */
export const roles = ['company-owner', 'team-leader', 'realtor', 'buyer'] as const;
export type Role = (typeof roles)[number];

/** The role a user of each role invites; a buyer invites nobody. */
export const invitedRole: Readonly<Record<Role, Role | null>> = {
  'company-owner': 'team-leader',
  'team-leader': 'realtor',
  realtor: 'buyer',
  buyer: null,
};

export const roleLabels: Readonly<Record<Role, string>> = {
  'company-owner': 'Company Owner',
  'team-leader': 'Team Leader',
  realtor: 'Realtor',
  buyer: 'Buyer',
};

/** Header colour rule (REQ-HEADER-COLOUR): green for realtors, dark slate otherwise. */
export type HeaderTone = 'green' | 'slate';
export const headerTone = (role: string | undefined): HeaderTone =>
  role === 'realtor' ? 'green' : 'slate';

export const userStatuses = ['CONFIRMED', 'FORCE_CHANGE_PASSWORD'] as const;
export type UserStatus = (typeof userStatuses)[number];
