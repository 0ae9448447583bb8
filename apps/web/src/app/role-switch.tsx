import type { ReactNode } from 'react';
import { messages, type Role } from '@rela/contracts';
import { MyProperties } from '../features/properties';
import { MyBuyers, MyLeaders } from '../features/team';
import { TeamLeadView } from './team-lead-view';

/**
 * The signed-in role's main view. Each branch is a slot that a later issue fills with its own
 * feature (properties for buyers, team lists for the others), composed here in app/.
 */
const roleViews: Record<Role, () => ReactNode> = {
  // The buyer's properties list (properties feature).
  buyer: () => <MyProperties />,
  // The realtor's buyers list (team feature).
  realtor: () => <MyBuyers />,
  // The team lead's realtors list (team feature).
  'team-leader': () => <TeamLeadView />,
  // The company owner's team leads list (team feature).
  'company-owner': () => <MyLeaders />,
};

const isRole = (role: string): role is Role => Object.hasOwn(roleViews, role);

export const RoleSwitch = ({ userRole: role }: { userRole: string }) =>
  isRole(role) ? (
    roleViews[role]()
  ) : (
    <p role="alert" className="rounded-2xl bg-white p-6 text-sm text-red-700 ring-1 ring-slate-200">
      {messages.properties.unknownRole(role)}
    </p>
  );
