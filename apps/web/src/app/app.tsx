import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../lib/session';
import { Providers } from './providers';
import { AppRoutes } from './routes';
import { SignedOutNavigation } from './signed-out-navigation';

/** The router around the app: the browser's, or a memory router in tests. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

export const App = ({
  session,
  queryClient,
  router: Router,
}: {
  session: Session;
  queryClient: QueryClient;
  router: AppRouter;
}) => (
  <Providers session={session} queryClient={queryClient}>
    <Router>
      <SignedOutNavigation session={session} queryClient={queryClient} />
      <AppRoutes />
    </Router>
  </Providers>
);
