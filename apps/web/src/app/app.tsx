import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import type { Session } from '../lib/session';
import { Providers } from './providers';

/**
 * The app around its router: the browser's (`createBrowserRouter`), or a memory router in tests,
 * both made from `appRoutes` (app/routes.tsx).
 */
export const App = ({
  session,
  queryClient,
  router,
}: {
  session: Session;
  queryClient: QueryClient;
  router: DataRouter;
}) => (
  <Providers session={session} queryClient={queryClient}>
    <RouterProvider router={router} />
  </Providers>
);
