import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { messages, type Role } from '@rela/contracts';
import { ViewLoading } from './view-loading';

/**
 * The signed-in role's main view, each loaded on demand: a buyer's /home never downloads the team
 * screens, nor a realtor's the buyer's list (docs/performance.md, bundles per route).
 */
const roleViews: Record<Role, LazyExoticComponent<ComponentType>> = {
  // The buyer's properties list (properties feature).
  buyer: lazy(async () => ({ default: (await import('../features/properties')).MyProperties })),
  // The realtor's buyers list (team feature).
  realtor: lazy(async () => ({ default: (await import('../features/team')).MyBuyers })),
  // The team lead's realtors list (team feature), with the supervisor role its delete rule reads.
  'team-leader': lazy(async () => ({ default: (await import('./team-lead-view')).TeamLeadView })),
  // The company owner's team leads list (team feature).
  'company-owner': lazy(async () => ({ default: (await import('../features/team')).MyLeaders })),
};

const isRole = (role: string): role is Role => Object.hasOwn(roleViews, role);

export const RoleSwitch = ({ userRole: role }: { userRole: string }) => {
  if (!isRole(role)) {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-white p-6 text-sm text-red-700 ring-1 ring-slate-200"
      >
        {messages.properties.unknownRole(role)}
      </p>
    );
  }
  const View = roleViews[role];
  return (
    <Suspense fallback={<ViewLoading />}>
      <View />
    </Suspense>
  );
};
