import { act, render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
} from 'react-router';
import { createQueryClient } from '../src/app/query-client';
import { App } from '../src/app/app';
import { connectAssistantClient } from '../src/lib/assistant-client';
import { connectApiClient, refreshAccessToken, revokeSession } from '../src/lib/browser-session';
import { noRefreshLock } from '../src/lib/refresh-lock';
import { createSession } from '../src/lib/session';
import { browserSessionStore } from '../src/lib/storage';
import { manualTimers } from './manual-timers';

type RouterProbe = { location?: Location; navigate?: NavigateFunction };

/** Reports the router's committed location and its navigate function to the test. */
const Probe = ({
  report,
}: {
  report: (location: Location, navigate: NavigateFunction) => void;
}) => {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => report(location, navigate));
  return null;
};

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
  const probe: RouterProbe = {};
  const report = (location: Location, navigate: NavigateFunction) => {
    probe.location = location;
    probe.navigate = navigate;
  };
  const TestRouter = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <Probe report={report} />
      {children}
    </MemoryRouter>
  );
  void session.restore();
  const view = render(<App session={session} queryClient={queryClient} router={TestRouter} />);
  const location = (): Location => {
    if (!probe.location) throw new Error('The router has not rendered yet.');
    return probe.location;
  };
  const router = {
    /** Navigates as a link would, and lets React settle. */
    navigate: (to: string, options?: NavigateOptions) =>
      act(async () => {
        if (!probe.navigate) throw new Error('The router has not rendered yet.');
        await probe.navigate(to, options);
      }),
  };
  return { ...view, session, router, clock, location, queryClient };
};
