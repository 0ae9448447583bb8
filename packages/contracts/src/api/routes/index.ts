import { pathsOf } from '../route';
import { accountRoutes, contactRoutes, passwordChangeRoutes, profileImageRoutes } from './account';
import { activityRoutes } from './activity';
import { alertRoutes } from './alerts';
import { assistantRoutes } from './assistant';
import { authRoutes, healthRoutes } from './auth';
import { buyerHomeRoutes, listingRoutes, reportRoutes } from './homes';
import { complianceRoutes } from './compliance';
import { costRoutes, marketRoutes } from './costs';
import { fairHousingRoutes } from './fair-housing';
import { noteRoutes } from './notes';
import { pushRoutes } from './push';
import { recoveryRoutes } from './recovery';
import { replicaRoutes } from './replica';
import { savedSearchRoutes } from './saved-searches';
import { searchRoutes } from './search';
import { smsRoutes } from './sms';
import { teamPerformanceRoutes } from './team-performance';
import { tourRoutes } from './tours';
import { unsubscribeRoutes } from './unsubscribe';
import { householdRoutes, registrationRoutes, teamRoutes } from './team';

export * from './account';
export * from './activity';
export * from './alerts';
export * from './assistant';
export * from './auth';
export * from './compliance';
export * from './costs';
export * from './fair-housing';
export * from './homes';
export * from './notes';
export * from './push';
export * from './recovery';
export * from './replica';
export * from './saved-searches';
export * from './search';
export * from './sms';
export * from './team';
export * from './team-performance';
export * from './tours';
export * from './unsubscribe';

/** Every call of the main API, by name: the server mounts each, the web app calls them. */
export const apiRoutes = {
  ...healthRoutes,
  ...authRoutes,
  ...recoveryRoutes,
  ...accountRoutes,
  ...contactRoutes,
  ...passwordChangeRoutes,
  ...profileImageRoutes,
  ...smsRoutes,
  ...registrationRoutes,
  ...teamRoutes,
  ...householdRoutes,
  ...listingRoutes,
  ...marketRoutes,
  ...buyerHomeRoutes,
  ...reportRoutes,
  ...searchRoutes,
  ...replicaRoutes,
  ...alertRoutes,
  ...pushRoutes,
  ...savedSearchRoutes,
  ...unsubscribeRoutes,
  ...noteRoutes,
  ...activityRoutes,
  ...tourRoutes,
  ...complianceRoutes,
  ...fairHousingRoutes,
  ...costRoutes,
  ...teamPerformanceRoutes,
} as const;

/** The paths of the main API by call name, relative to `API_PREFIX` (`:product` is the slug). */
export const apiPaths = {
  ...pathsOf(apiRoutes),
  /** The OpenAPI document and its browser (not a call: outside the registry). */
  docs: '/docs',
  /** The same path as `removeListingKey`, by the name of the resource. */
  myListingKey: apiRoutes.removeListingKey.path,
} as const;

/** The paths of the assistant API by call name, relative to `ASSISTANT_PREFIX`. */
export const assistantPaths = pathsOf(assistantRoutes);
