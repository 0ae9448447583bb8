import { createRoot } from 'react-dom/client';
import { StrictMode, startTransition } from 'react';
import { createBrowserRouter } from 'react-router';
import { createBrowserSession } from '../lib/browser-session';
import { listenForInstallPrompt } from '../lib/install-prompt';
import { clearPrivateOfflineCaches } from '../lib/offline-caches';
import { App } from './app';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';

/**
 * Boots the SPA: session (restored from the refresh cookie when a user record is stored), router
 * (which loads the code of the page asked for while the session refreshes), render.
 */
export const start = (container: HTMLElement) => {
  listenForInstallPrompt();
  const session = createBrowserSession();
  const queryClient = createQueryClient();
  // Nobody signed in: what the worker kept of the last person's list goes (ADR 054).
  if (session.getSnapshot().status === 'anonymous') void clearPrivateOfflineCaches();
  void session.restore();
  const router = createBrowserRouter(appRoutes(session, queryClient));
  const root = createRoot(container);
  // The first render is interruptible too: on a slow phone it yields to the browser between pieces.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App session={session} queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
};
