import { authRoutes } from '@rela/contracts';
import { call, configureApiClient } from './api-client';
import { connectAssistantClient } from './assistant-client';
import { browserRefreshLock } from './refresh-lock';
import { createSession, type Session } from './session';
import { browserSessionChannel } from './session-channel';
import { browserSessionStore } from './storage';
import { systemTimers } from './timers';

export const refreshAccessToken = () => call(authRoutes.refreshAccessToken, { body: {} });

export const revokeSession = () => call(authRoutes.logout, { body: {} });

/** The API client takes its bearer token from the session, and a 401 ends the session. */
export const connectApiClient = (session: Session): void =>
  configureApiClient({
    getAccessToken: session.getAccessToken,
    onUnauthorized: session.expire,
    beforeSignedInCall: session.ensureAccessToken,
  });

/** The session of this browser tab, wired to storage, the real clock, Web Locks and the API. */
export const createBrowserSession = (): Session => {
  const session = createSession({
    store: browserSessionStore(),
    timers: systemTimers,
    refreshTokens: refreshAccessToken,
    revoke: revokeSession,
    lock: browserRefreshLock,
    channel: browserSessionChannel(),
  });
  connectApiClient(session);
  connectAssistantClient(session);
  // Back online after a refresh that had no network (ADR 054): the check refreshes at once.
  window.addEventListener('online', session.checkNow);
  return session;
};
