import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { createBrowserSession } from '../lib/browser-session';
import { wait } from '../lib/wait';
import { App } from './app';
import { createQueryClient } from './query-client';
import { preloadPage } from './routes';

/** How long the first render waits for the page's code before it shows the loading spinner. */
const FIRST_PAGE_WAIT_MS = 1_000;

/**
 * Boots the SPA: session (restored from the refresh cookie when a user record is stored), the
 * code of the page asked for (while the session refreshes), router, render.
 */
export const start = async (container: HTMLElement) => {
  const session = createBrowserSession();
  const queryClient = createQueryClient();
  void session.restore();
  const page = preloadPage(window.location.pathname, session.getSnapshot().status);
  await Promise.race([page.catch(() => undefined), wait(FIRST_PAGE_WAIT_MS)]);
  createRoot(container).render(
    <StrictMode>
      <App session={session} queryClient={queryClient} router={BrowserRouter} />
    </StrictMode>,
  );
};
