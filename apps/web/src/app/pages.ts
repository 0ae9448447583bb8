import type { ComponentType } from 'react';

/** Loads one page's code; React Router calls it from the route's `lazy` (app/routes.tsx). */
export type PageLoader = () => Promise<ComponentType>;

/*
 * Every page but sign-in loads on demand, each in its own chunk: the sign-in route carries none of
 * them (docs/performance.md, bundles per route).
 */
export const pages = {
  termsOfService: async () => (await import('../features/legal')).TermsOfServicePage,
  privacyPolicy: async () => (await import('../features/legal')).PrivacyPolicyPage,
  /** The link an e-mail change mails to the old address: open to everyone. */
  undoEmailChange: async () => (await import('../features/account')).UndoEmailChangePage,
  signedInLayout: async () => (await import('./layouts/signed-in-layout')).SignedInLayout,
  home: async () => (await import('./home-route')).HomeRoute,
  /** Compare 2 to 4 homes side by side (`/compare?keys=`), for every signed-in role. */
  compare: async () => (await import('../features/compare')).ComparePage,
  myBuyers: async () => (await import('./team-screens')).MyBuyersScreen,
  teamLeadView: async () => (await import('./team-screens')).MyTeamScreen,
  myLeaders: async () => (await import('./team-screens')).MyLeadersScreen,
  account: async () => (await import('./account-route')).AccountRoute,
  /** Find Homes, for every signed-in role; the map's code is a chunk of its own inside it. */
  search: async () => (await import('./search-route')).SearchRoute,
  /** The tours' itinerary, for buyers and realtors (ADR 034). */
  tours: async () => (await import('../features/tours')).ToursPage,
  /** A realtor's activity feed and unread notes; a lead's and an owner's counts (ADR 033). */
  activity: async () => (await import('./activity-route')).ActivityRoute,
  /** How a leader's buyers are served, for realtors, team leads and owners (ADR 053). */
  performance: async () => (await import('../features/team-performance')).TeamPerformancePage,
  /** The MLS display rules in force and how Rela keeps them, for company owners (ADR 048). */
  compliance: async () => (await import('../features/compliance')).CompliancePage,
  fairHousing: async () => (await import('../features/fair-housing')).FairHousingPage,
  /** The password reset, and a first registration's new password. */
  forgotPassword: async () => (await import('./forgot-password-route')).ForgotPasswordRoute,
  /** The invited registration, also shown on any unknown signed-out path. */
  registerInvite: async () => (await import('./register-invite-route')).RegisterInviteRoute,
} satisfies Record<string, PageLoader>;

/** The role check of the list screens, with the account info it reads (signed-in code). */
export const loadRequireRole = async () => (await import('./require-role')).RequireRole;
