import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../lib/session';
import { Providers } from './providers';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export const App = ({
  session,
  queryClient,
  router,
}: {
  session: Session;
  queryClient: QueryClient;
  router: AppRouter;
}) => (
  <Providers session={session} queryClient={queryClient}>
    <RouterProvider router={router} />
  </Providers>
);
