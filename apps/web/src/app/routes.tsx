import { messages } from '@rela/contracts';
import { Navigate, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/spinner';
import { SignInPage } from '../features/auth';
import { ForgotPasswordRoute } from './forgot-password-route';
import { RedirectIfAuthenticated, RequireAuth, RequireRole } from './guards';

const registerInvite = async () => ({
  Component: (await import('./register-invite-route')).RegisterInviteRoute,
});

const PageLoading = () => <FullScreenSpinner label={messages.ui.loadingPage} />;

/** Every route of the app (spec 000 section 2); the signed-in area and legal text load on demand. */
const pages: RouteObject[] = [
  {
    path: '/terms-of-service',
    lazy: async () => ({ Component: (await import('../features/legal')).TermsOfServicePage }),
  },
  {
    path: '/privacy-policy',
    lazy: async () => ({ Component: (await import('../features/legal')).PrivacyPolicyPage }),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        lazy: async () => ({
          Component: (await import('./layouts/signed-in-layout')).SignedInLayout,
        }),
        children: [
          {
            path: '/home',
            lazy: async () => ({ Component: (await import('./home-route')).HomeRoute }),
          },
          {
            path: '/buyers',
            lazy: async () => {
              const { MyBuyers } = await import('../features/team');
              return {
                element: (
                  <RequireRole allowed="realtor">
                    <MyBuyers />
                  </RequireRole>
                ),
              };
            },
          },
          {
            path: '/team',
            lazy: async () => {
              const { TeamLeadView } = await import('./team-lead-view');
              return {
                element: (
                  <RequireRole allowed="team-leader">
                    <TeamLeadView />
                  </RequireRole>
                ),
              };
            },
          },
          {
            path: '/leaders',
            lazy: async () => {
              const { MyLeaders } = await import('../features/team');
              return {
                element: (
                  <RequireRole allowed="company-owner">
                    <MyLeaders />
                  </RequireRole>
                ),
              };
            },
          },
          {
            path: '/account',
            lazy: async () => ({ Component: (await import('./account-route')).AccountRoute }),
          },
        ],
      },
    ],
  },
  {
    element: <RedirectIfAuthenticated />,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      { path: '/auth/login', element: <SignInPage /> },
      { path: '/login', element: <SignInPage /> },
      { path: '/auth/forgot-password', element: <ForgotPasswordRoute /> },
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
      // Invited registration loads on demand: the sign-in route does not carry it (bundle budget).
      { path: '/register/invite', lazy: registerInvite },
      { path: '*', lazy: registerInvite },
    ],
  },
];

/** One root, so a page that loads on demand shows a spinner while its code arrives. */
export const routes: RouteObject[] = [{ HydrateFallback: PageLoading, children: pages }];
