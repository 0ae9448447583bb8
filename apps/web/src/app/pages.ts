import { lazyComponent } from '../lib/lazy-component';

/*
 * Every page but sign-in loads on demand, each in its own chunk: the sign-in route carries none of
 * them (docs/performance.md, bundles per route).
 */
export const TermsOfServicePage = lazyComponent(
  async () => (await import('../features/legal')).TermsOfServicePage,
);
export const PrivacyPolicyPage = lazyComponent(
  async () => (await import('../features/legal')).PrivacyPolicyPage,
);
/** The link an e-mail change mails to the old address: open to everyone. */
export const UndoEmailChangePage = lazyComponent(
  async () => (await import('../features/account')).UndoEmailChangePage,
);
export const SignedInLayout = lazyComponent(
  async () => (await import('./layouts/signed-in-layout')).SignedInLayout,
);
/** The role check of the list screens, with the account info it reads (signed-in code). */
export const RequireRole = lazyComponent(async () => (await import('./require-role')).RequireRole);
export const HomeRoute = lazyComponent(async () => (await import('./home-route')).HomeRoute);
export const MyBuyers = lazyComponent(async () => (await import('../features/team')).MyBuyers);
export const TeamLeadView = lazyComponent(
  async () => (await import('./team-lead-view')).TeamLeadView,
);
export const MyLeaders = lazyComponent(async () => (await import('../features/team')).MyLeaders);
export const AccountRoute = lazyComponent(
  async () => (await import('./account-route')).AccountRoute,
);
/** The password reset, and a first registration's new password. */
export const ForgotPasswordRoute = lazyComponent(
  async () => (await import('./forgot-password-route')).ForgotPasswordRoute,
);
/** The invited registration, also shown on any unknown signed-out path. */
export const RegisterInviteRoute = lazyComponent(
  async () => (await import('./register-invite-route')).RegisterInviteRoute,
);
