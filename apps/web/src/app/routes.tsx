import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { type Role } from '@rela/contracts';
import { FullScreenSpinner } from '../components/spinner';
import { SignInPage } from '../features/auth';
import type { LazyComponent } from '../lib/lazy-component';
import type { SessionStatus } from '../lib/session';
import { useSession, useSessionActions } from '../lib/session-context';
import { RedirectIfAuthenticated, RequireAuth } from './guards';
import { preloadRoleView } from './role-switch';
import {
  AccountRoute,
  ForgotPasswordRoute,
  HomeRoute,
  MyBuyers,
  MyLeaders,
  PrivacyPolicyPage,
  RegisterInviteRoute,
  RequireRole,
  SignedInLayout,
  TeamLeadView,
  TermsOfServicePage,
  UndoEmailChangePage,
} from './pages';
import { labels } from '../lib/labels';

type PageRoute = { path: string; Page: LazyComponent<object>; role?: Role };

/** Open to everyone. */
const publicPages: PageRoute[] = [
  { path: '/terms-of-service', Page: TermsOfServicePage },
  { path: '/privacy-policy', Page: PrivacyPolicyPage },
  { path: '/account/undo-email-change', Page: UndoEmailChangePage },
];

/** Behind login; a list screen belongs to one role (others go to their /home). */
const signedInPages: PageRoute[] = [
  { path: '/home', Page: HomeRoute },
  { path: '/buyers', Page: MyBuyers, role: 'realtor' },
  { path: '/team', Page: TeamLeadView, role: 'team-leader' },
  { path: '/leaders', Page: MyLeaders, role: 'company-owner' },
  { path: '/account', Page: AccountRoute },
];

/** Signed-out only, besides sign-in itself; any unknown path is the invited registration. */
const signedOutPages: PageRoute[] = [
  { path: '/auth/forgot-password', Page: ForgotPasswordRoute },
  { path: '/forgot-password', Page: ForgotPasswordRoute },
  { path: '/register/invite', Page: RegisterInviteRoute },
  { path: '*', Page: RegisterInviteRoute },
];
const signInPaths = ['/', '/auth/login', '/login'];

const pageAt = (pages: PageRoute[], pathname: string) =>
  pages.find(({ path }) => path === pathname);

const preloadSignedIn = ({ Page, role }: PageRoute) =>
  Promise.all([SignedInLayout.preload(), Page.preload(), role ? RequireRole.preload() : null]);

/**
 * Starts loading the code a visit to `pathname` shows first, given the session's status. The app
 * waits for it before its first render (as React Router's data router did), so the page shows
 * without a needless Suspense fallback.
 */
export const preloadPage = (pathname: string, status: SessionStatus): Promise<unknown> => {
  const open = pageAt(publicPages, pathname);
  if (open) return open.Page.preload();
  const inside = pageAt(signedInPages, pathname);
  if (inside) return status === 'anonymous' ? Promise.resolve() : preloadSignedIn(inside);
  if (status !== 'anonymous' || signInPaths.includes(pathname)) return Promise.resolve();
  return (
    (pageAt(signedOutPages, pathname) ?? pageAt(signedOutPages, '*'))?.Page.preload() ??
    Promise.resolve()
  );
};

/**
 * The signed-in area's guard. With a stored session the layout's and the page's code start
 * loading at once, beside the session's refresh, rather than one after the other once it is done.
 */
const SignedInGate = () => {
  const { status } = useSession();
  const { pathname } = useLocation();
  const session = useSessionActions();
  const page = pageAt(signedInPages, pathname);
  if (page && status !== 'anonymous') {
    void preloadSignedIn(page);
    // /home shows the role's view: the role of the profile cached at the last visit says which.
    const role = session.cachedProfile()?.role;
    if (page.Page === HomeRoute && role) void preloadRoleView(role);
  }
  return <RequireAuth />;
};

const PageLoading = () => <FullScreenSpinner label={labels.loadingPage} />;

const pageRoute = ({ path, Page, role }: PageRoute) => (
  <Route
    key={path}
    path={path}
    element={
      role ? (
        <RequireRole allowed={role}>
          <Page />
        </RequireRole>
      ) : (
        <Page />
      )
    }
  />
);

/**
 * Every route of the app (REQ-RULE-ROUTES). The sign-in screen is part of the first load;
 * every other page loads on demand, with a spinner while its code arrives.
 */
export const AppRoutes = () => (
  <Suspense fallback={<PageLoading />}>
    <Routes>
      {publicPages.map(pageRoute)}
      <Route element={<SignedInGate />}>
        <Route element={<SignedInLayout />}>{signedInPages.map(pageRoute)}</Route>
      </Route>
      <Route element={<RedirectIfAuthenticated />}>
        <Route index element={<Navigate to="/auth/login" replace />} />
        <Route path="/auth/login" element={<SignInPage />} />
        <Route path="/login" element={<SignInPage />} />
        {signedOutPages.map(pageRoute)}
      </Route>
    </Routes>
  </Suspense>
);
