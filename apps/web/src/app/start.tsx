import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { createBrowserSession } from '../lib/browser-session';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { wireSession } from './wire-session';

/** Boots the SPA: session (restored from the refresh cookie when a user record is stored), router, render. */
export const start = (container: HTMLElement) => {
  const session = createBrowserSession();
  const queryClient = createQueryClient();
  const router = createAppRouter();
  wireSession(session, queryClient, router.navigate);
  void session.restore();
  createRoot(container).render(
    <StrictMode>
      <App session={session} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
};
