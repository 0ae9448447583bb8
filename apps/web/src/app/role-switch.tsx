import { Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { type Role, propertiesMessages } from '@rela/contracts';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component';
import type { Session } from '../lib/session';
import { ViewLoading } from './view-loading';

/**
 * The signed-in role's main view, each loaded on demand: a buyer's /home never downloads the team
 * screens, nor a realtor's the buyer's list (docs/performance.md, bundles per route).
 */
const roleViews: Record<Role, LazyComponent<object>> = {
  // The buyer's properties list (properties feature).
  buyer: lazyComponent(async () => (await import('../features/properties')).MyProperties),
  // The realtor's buyers list (team feature).
  realtor: lazyComponent(async () => (await import('../features/team')).MyBuyers),
  // The team lead's realtors list (team feature), with the supervisor role its delete rule reads,
  // under what needs their attention (team-performance feature).
  'team-leader': lazyComponent(async () => (await import('./leader-home')).LeadHome),
  // The company owner's team leads list (team feature), under what needs their attention.
  'company-owner': lazyComponent(async () => (await import('./leader-home')).OwnerHome),
};

/** What a role's view reads first, where it needs no more than the session: the buyer's keys. */
const firstReads: Partial<Record<Role, (queryClient: QueryClient) => Promise<void>>> = {
  buyer: async (queryClient) =>
    (await import('../features/properties')).prefetchMyListingKeys(queryClient),
};

const isRole = (role: string): role is Role => Object.hasOwn(roleViews, role);

/**
 * Starts loading a role's view early (the role of the profile cached at the last visit), beside
 * the session's refresh and the account info, instead of once the account info has arrived; and
 * its first read as soon as the session is restored, beside the account info too. A profile out
 * of date costs one read the view does not use: the view itself still follows the account info.
 */
export const preloadRoleView = async (role: string, session: Session, queryClient: QueryClient) => {
  if (!isRole(role)) return;
  const code = roleViews[role].preload();
  const read = firstReads[role];
  if (read && (await session.restored())) await read(queryClient);
  await code;
};

export const RoleSwitch = ({ userRole: role }: { userRole: string }) => {
  if (!isRole(role)) {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-white p-6 text-sm text-red-700 ring-1 ring-slate-200"
      >
        {propertiesMessages.unknownRole(role)}
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
