import { act, render } from '@testing-library/react';
import { createMemoryRouter, type Location, type NavigateOptions } from 'react-router';
import { createQueryClient } from '../src/app/query-client';
import { App } from '../src/app/app';
import { appRoutes } from '../src/app/routes';
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
  void session.restore();
  const memoryRouter = createMemoryRouter(appRoutes(session, queryClient), {
    initialEntries: [path],
  });
  const view = render(<App session={session} queryClient={queryClient} router={memoryRouter} />);
  const location = (): Location => memoryRouter.state.location;
  const router = {
    /** Navigates as a link would, and lets React settle. */
    navigate: (to: string, options?: NavigateOptions) =>
      act(async () => {
        await memoryRouter.navigate(to, options);
      }),
  };
  return { ...view, session, router, clock, location, queryClient };
};
