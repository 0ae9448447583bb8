import { render } from '@testing-library/react';
import { createQueryClient } from '../src/app/query-client';
import { App } from '../src/app/app';
import { createTestRouter } from '../src/app/router';
import { wireSession } from '../src/app/wire-session';
import { connectAssistantClient } from '../src/lib/assistant-client';
import { connectApiClient, refreshAccessToken, revokeSession } from '../src/lib/browser-session';
import { noRefreshLock } from '../src/lib/refresh-lock';
import { createSession } from '../src/lib/session';
import { browserSessionStore } from '../src/lib/storage';
import { manualTimers } from './manual-timers';

/** The whole app at `path`, with the real API client against MSW, jsdom storage and a manual clock. */
export const renderApp = (path: string) => {
  const clock = manualTimers();
  const session = createSession({
    store: browserSessionStore(),
    timers: clock.timers,
    refreshTokens: refreshAccessToken,
    revoke: revokeSession,
    lock: noRefreshLock,
    channel: null,
  });
  connectApiClient(session);
  connectAssistantClient(session);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const router = createTestRouter([path]);
  wireSession(session, queryClient, router.navigate);
  void session.restore();
  const view = render(<App session={session} queryClient={queryClient} router={router} />);
  const location = () => router.state.location;
  return { ...view, session, router, clock, location, queryClient };
};
