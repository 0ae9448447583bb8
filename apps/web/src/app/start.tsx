import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { createBrowserRouter } from 'react-router';
import { createBrowserSession } from '../lib/browser-session';
import { App } from './app';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';

/**
 * Boots the SPA: session (restored from the refresh cookie when a user record is stored), router
 * (which loads the code of the page asked for while the session refreshes), render.
 */
export const start = (container: HTMLElement) => {
  const session = createBrowserSession();
  const queryClient = createQueryClient();
  void session.restore();
  const router = createBrowserRouter(appRoutes(session));
  createRoot(container).render(
    <StrictMode>
      <App session={session} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
};
