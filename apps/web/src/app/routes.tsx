import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { type Role } from '@rela/contracts';
import { FullScreenSpinner } from '../components/spinner';
import { SignInPage } from '../features/auth';
import type { Session } from '../lib/session';
import { labels } from '../lib/labels';
import { RedirectIfAuthenticated, RequireAuth } from './guards';
import { loadRequireRole, pages, type PageLoader } from './pages';
import { preloadRoleView } from './role-switch';
import { SignedOutNavigation } from './signed-out-navigation';

/** How long the first page's code may take before the loading spinner shows. */
const FIRST_PAGE_WAIT_MS = 1_000;

const PageLoading = () => <FullScreenSpinner label={labels.loadingPage} />;

/** Shown while the first page's code loads: nothing for a second, then the spinner. */
const FirstPageLoading = () => {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), FIRST_PAGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return late ? <PageLoading /> : null;
};

/** Every page's frame: sign-in whenever the session ends, a spinner while a modal's code loads. */
const Root = () => (
  <>
    <SignedOutNavigation />
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  </>
);

/** A route whose page React Router loads before it navigates there (its `lazy`). */
const page = (path: string, load: PageLoader): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/** Pages of one role: anyone else goes to their own /home. */
const onlyFor = (role: Role, children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const RequireRole = await loadRequireRole();
    return { element: <RequireRole allowed={role} /> };
  },
  children,
});

/**
 * Every route of the app (REQ-RULE-ROUTES). The sign-in screen is part of the first load; every
 * other page loads on demand through React Router's `lazy`: the router loads the code of every
 * route a location matches, all at once, before it shows that location (so the signed-in layout
 * and the page load side by side, and beside the session's refresh on a first visit).
 */
export const appRoutes = (session: Session, queryClient: QueryClient): RouteObject[] => [
  {
    Component: Root,
    HydrateFallback: FirstPageLoading,
    children: [
      // Open to everyone.
      page('/terms-of-service', pages.termsOfService),
      page('/privacy-policy', pages.privacyPolicy),
      page('/account/undo-email-change', pages.undoEmailChange),
      // Behind login; a list screen belongs to one role (others go to their /home).
      {
        Component: RequireAuth,
        children: [
          {
            lazy: async () => ({ Component: await pages.signedInLayout() }),
            children: [
              {
                path: '/home',
                lazy: async () => {
                  // /home shows the role's view: the profile cached at the last visit says which,
                  // so its code and first read start beside the page's and the account info.
                  const role = session.cachedProfile()?.role;
                  if (role) void preloadRoleView(role, session, queryClient);
                  return { Component: await pages.home() };
                },
              },
              page('/compare', pages.compare),
              onlyFor('realtor', [page('/buyers', pages.myBuyers)]),
              onlyFor('team-leader', [page('/team', pages.teamLeadView)]),
              onlyFor('company-owner', [
                page('/leaders', pages.myLeaders),
                page('/compliance', pages.compliance),
                page('/fair-housing', pages.fairHousing),
              ]),
              page('/account', pages.account),
              page('/search', pages.search),
              page('/tours', pages.tours),
              page('/activity', pages.activity),
              page('/performance', pages.performance),
            ],
          },
        ],
      },
      // Signed-out only; any unknown path is the invited registration.
      {
        Component: RedirectIfAuthenticated,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: '/auth/login', Component: SignInPage },
          { path: '/login', Component: SignInPage },
          page('/auth/forgot-password', pages.forgotPassword),
          page('/forgot-password', pages.forgotPassword),
          page('/register/invite', pages.registerInvite),
          page('*', pages.registerInvite),
        ],
      },
    ],
  },
];
