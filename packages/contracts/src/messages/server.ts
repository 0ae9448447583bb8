import { countLabel } from '../rules/plural';

/** Texts of the server's own errors that the requirements do not name. */
export const serverMessages = {
  unauthorized: 'Authentication required.',
  invalidCredentials: 'Login failed. Please check your credentials.',
  accountLocked: 'Too many failed sign-in attempts. Please wait and try again.',
  rateLimited: 'Too many requests. Please wait and try again.',
  invalidRefreshToken: 'Your session has ended. Please log in again.',
  passwordChangeRequired: 'A new password is required to finish signing in.',
  loggedOut: 'You have been logged out.',
  validation: 'The request is invalid.',
  notFound: 'Not found.',
  forbidden: 'You do not have permission to do that.',
  payloadTooLarge: 'The request is too large.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  webNotBuilt: 'The web app has not been built yet. Run `npm run build`, then reload this page.',
  docsTitle: 'Rela API',
  propertyLiked: 'Property liked.',
  propertyUnliked: 'Property unliked.',
  propertyRemoved: 'Property removed.',
  removalUndone: (count: number) => `${countLabel(count, 'property', 'properties')} put back.`,
  propertyAdded: 'Property added.',
  /** A realtor's send: every key sent is on the buyer's list now. */
  propertiesSent: (count: number) => `${countLabel(count, 'property', 'properties')} sent.`,
  /** A send refused whole: the keys the MLS does not have. */
  notInMls: (listingKeys: readonly string[]) => `Not in the MLS: ${listingKeys.join(', ')}.`,
} as const;
