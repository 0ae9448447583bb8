/** Texts only the web app shows: the session, the dashboard and the API client (not sent by the server). */

export const sessionMessages = {
  expiredCancelled: 'Session expired. Request cancelled.',
  mainExpiredChatCancelled: 'Main session expired. Chat request cancelled.',
  notAuthenticatedChatCancelled: 'Not authenticated. Chat request cancelled.',
  noRefreshToken: 'No refresh token available. Please log in again.',
} as const;

export const dashboardMessages = {
  loading: 'Loading Your Dashboard...',
  errorTitle: 'An Error Occurred',
  tryAgain: 'Try Again',
  partialLoad: 'Failed to load all user data. Some features may be unavailable.',
  loadFailed: 'Failed to load dashboard data. Please try refreshing the page.',
  supervisorUnavailable: 'Supervisor data unavailable',
  notAvailable: 'N/A',
} as const;

/** Texts of the web app's API client for failures the requirements do not name. */
export const apiMessages = {
  timeout: 'The request timed out. Please check your internet connection and try again.',
  network: 'Could not reach the server. Please check your internet connection and try again.',
  invalidResponse: 'The server sent an unexpected response. Please try again.',
  failed: 'The request failed. Please try again.',
} as const;
